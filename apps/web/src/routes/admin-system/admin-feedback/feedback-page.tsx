import { BeingBuiltScreen } from '../../../components/being-built';

export const AdminFeedbackPage = BeingBuiltScreen;
