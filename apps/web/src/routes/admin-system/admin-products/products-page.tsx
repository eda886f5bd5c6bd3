import { BeingBuiltScreen } from '../../../components/being-built';

export const AdminProductsPage = BeingBuiltScreen;
