import { BeingBuiltScreen } from '../../../components/being-built';

export const AdminDevicesPage = BeingBuiltScreen;
