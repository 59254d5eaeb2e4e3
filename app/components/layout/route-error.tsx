// What the root error boundary shows. Loaded on demand (React.lazy in root.tsx): no page that renders
// normally downloads it, which keeps it out of the first-load JavaScript (issue 14).
import { MaintenanceAnimation } from "./maintenance-animation";
import { ErrorPage, ForbiddenPage, NotFoundPage, UnauthorizedPage } from "./status-pages";

export interface RouteErrorProps {
  status: number;
  /** A detail page whose data failed to load (handle.maintenanceOnError). */
  maintenance: boolean;
  signedOut: boolean;
}

export default function RouteError({ status, maintenance, signedOut }: RouteErrorProps) {
  if (status === 404) return <NotFoundPage />;
  if (status === 401) return <UnauthorizedPage signedOut={signedOut} />;
  if (status === 403) return <ForbiddenPage />;
  if (maintenance)
    return (
      <main id="contenu" className="mx-auto max-w-xl px-4 py-12">
        <MaintenanceAnimation />
      </main>
    );
  return <ErrorPage />;
}
