import {
  AppstoreOutlined,
  BankOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  MailOutlined,
  MessageOutlined,
  MobileOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShopOutlined,
  TabletOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { SideMenuProps } from '../side-menu';

export const ADMIN_MENU_ICONS: SideMenuProps['icons'] = {
  adminDashboard: <DashboardOutlined />,
  'group:system': <SettingOutlined />,
  adminCompany: <BankOutlined />,
  adminDevices: <TabletOutlined />,
  adminUsers: <UserOutlined />,
  adminOutbox: <MailOutlined />,
  adminFeedback: <MessageOutlined />,
  adminApp: <MobileOutlined />,
  adminProducts: <AppstoreOutlined />,
  adminPlan: <ProfileOutlined />,
  adminSubscription: <CreditCardOutlined />,
  adminDistributor: <ShopOutlined />,
};
