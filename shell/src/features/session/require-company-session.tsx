import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectionStore, useSession } from '@tenon/ui';

/** Pages inside the product need a signed-in user with an open company session. */
export function RequireCompanySession() {
  const { userToken, companySession } = useSession();
  const location = useLocation();
  const companyId = companySession?.company.id ?? null;
  useEffect(() => {
    if (companyId !== null) selectionStore.scopeToCompany(companyId);
  }, [companyId]);

  if (userToken === null) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (companySession === null) return <Navigate to="/selectCompany" replace />;
  return <Outlet />;
}
