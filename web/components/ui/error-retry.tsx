import { commonCopy } from "#copy/common";

/**
 * A read that failed, with a button to try it again. With a message, the message is announced (role alert) and the
 * button is the primary action under it; without one (a menu's list), just an outline button.
 */
export function ErrorRetry({ message, onRetry, className = "" }: { message?: string; onRetry: () => void; className?: string }) {
  return (
    <div className={className}>
      {message && <p role="alert">{message}</p>}
      <button type="button" className={message ? "btn-primary mt-4" : "btn-outline"} onClick={onRetry}>
        {commonCopy.common.retry}
      </button>
    </div>
  );
}
