// The way back of the client area's pages (issue 30, item 11): one style everywhere, « ← Mon profil ».
import { Link } from "react-router";

export const backLinkClass = "font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark";

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p>
      <Link to={to} className={backLinkClass}>
        ← {label}
      </Link>
    </p>
  );
}
