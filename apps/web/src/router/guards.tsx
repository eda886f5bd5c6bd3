import { Outlet } from 'react-router';

// Branch guards. Every company screen renders below <CompanyGuard>, every back-office screen
// below <AdminGuard>, and both sit above their layout. For now they let everyone through; the
// identity work replaces them (or passes its own through `buildRoutes({ companyGuard, adminGuard })`)
// with components that check the session and permissions, then render <Outlet /> when allowed,
// <Navigate to="/signin"> when signed out, or <NoPermission /> (components/result-pages).

export function CompanyGuard() {
  return <Outlet />;
}

export function AdminGuard() {
  return <Outlet />;
}
