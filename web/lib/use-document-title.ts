import { useEffect } from "react";
import { commonCopy } from "#copy/common";

export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${commonCopy.brand}` : commonCopy.brand;
  }, [title]);
}
