import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { readSessionUserName } from '../../lib/session';
import { signOut } from '../../session/auth-actions';
import { useSession } from '../../session/session-query';
import { useLayoutsTranslation } from '../layout-texts';

/** Avatar button with the user's name, "Profile" and "Sign out". */
export function UserMenu() {
  const { t } = useLayoutsTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession().data;
  const name = session?.user.name || readSessionUserName() || t('companyLayout.account');

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('companyLayout.profile') },
    { type: 'divider' },
    { key: 'sign-out', icon: <LogoutOutlined />, label: t('companyLayout.signOut') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') {
      navigate('/user-profile');
      return;
    }
    if (key === 'sign-out') {
      void signOut(queryClient).then(() => navigate('/signin', { replace: true }));
    }
  };

  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick }}>
      <Button
        type="text"
        className="topbar__user"
        // The name contains the visible one (WCAG 2.5.3) and says what the button opens.
        aria-label={t('companyLayout.userMenu', { name })}
        data-testid="user-menu"
      >
        <Avatar
          size="small"
          src={session?.user.photo_url ?? undefined}
          icon={<UserOutlined />}
          alt=""
        />
        <span className="topbar__user-name">{name}</span>
      </Button>
    </Dropdown>
  );
}
