import { useEffect } from "react";
import { copy } from "../../shared/copy";

export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${copy.brand}` : copy.brand;
  }, [title]);
}
