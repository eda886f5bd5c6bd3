import { BeingBuiltScreen } from '../../../components/being-built';

export const AdminDistributorsPage = BeingBuiltScreen;
