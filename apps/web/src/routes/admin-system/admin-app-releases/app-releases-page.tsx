import { BeingBuiltScreen } from '../../../components/being-built';

export const AdminAppReleasesPage = BeingBuiltScreen;
