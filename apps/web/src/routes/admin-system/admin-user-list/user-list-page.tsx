import { BeingBuiltScreen } from '../../../components/being-built';

export const AdminUserListPage = BeingBuiltScreen;
