import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button } from 'antd';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { readAdminUsername } from '../../lib/session';
import { adminSignOut } from '../../session/admin-auth';
import { useLayoutsTranslation } from '../layout-texts';

/** The administrator's name, a link to the account settings and the logout button. */
export function AdminAccountActions() {
  const { t } = useLayoutsTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const username = readAdminUsername();

  const logout = () => {
    void adminSignOut(queryClient);
    navigate('/admin-login', { replace: true });
  };

  return (
    <>
      <span className="topbar__user">
        <Avatar size="small" icon={<UserOutlined />} />
        <span className="topbar__user-name">{username}</span>
      </span>
      <ButtonLink
        to="/admin/account-settings"
        type="text"
        icon={<SettingOutlined aria-hidden="true" />}
        aria-label={t('adminLayout.accountSettings')}
        title={t('adminLayout.accountSettings')}
      />
      <Button type="text" icon={<LogoutOutlined aria-hidden="true" />} onClick={logout}>
        {t('adminLayout.logout')}
      </Button>
    </>
  );
}
