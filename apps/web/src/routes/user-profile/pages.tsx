import { api } from '../../api/client';
import { BeingBuiltScreen } from '../../components/being-built';
import { PasswordChangeCard } from '../../components/password-change-card';
import type { AreaPages } from '../../router/page-loaders';

/** `/user-profile`: the rest of the profile is being built; the password change works. */
function UserProfilePage() {
  return (
    <div className="page-stack">
      <BeingBuiltScreen />
      <PasswordChangeCard
        submit={(body) => api.put('auth/users/update_password/', body, { silent: true })}
      />
    </div>
  );
}

// Screens of the `user-profile` area (one lazy chunk).
export const pages: AreaPages = {
  userProfile: UserProfilePage,
  companyProfile: BeingBuiltScreen,
};
