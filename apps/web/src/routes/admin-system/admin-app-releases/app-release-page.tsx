import { BeingBuiltScreen } from '../../../components/being-built';

export const AdminAppReleasePage = BeingBuiltScreen;
