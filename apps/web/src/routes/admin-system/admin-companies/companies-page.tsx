import { BeingBuiltScreen } from '../../../components/being-built';

export const AdminCompaniesPage = BeingBuiltScreen;
