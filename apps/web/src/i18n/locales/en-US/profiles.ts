import type { Widen } from '../pt';
import type { profiles as pt } from '../pt/profiles';

export const profiles: Widen<typeof pt> = {
  user: {
    title: 'My profile',
    personal: 'Personal details',
    photo: 'Photo',
    email: 'Email',
    emailHelp: 'Your email is your login and cannot be changed here.',
    language: 'Language',
    save: 'Save changes',
    saved: 'Profile updated.',
    readOnly: 'Read-only: your role does not allow changing these details.',
  },
  company: {
    title: 'Company profile',
    data: 'Company details',
    logo: 'Logo',
    document: 'Employer document',
    documentHelp: 'Another CNPJ or CPF is another employer: register a new company.',
    address: 'Address',
    zipCode: 'ZIP code (CEP)',
    street: 'Street',
    number: 'Number',
    complement: 'Complement',
    district: 'District',
    city: 'City',
    state: 'State',
    readOnly: 'Read-only: your role does not allow changing the company details.',
    save: 'Save changes',
    saved: 'Company details updated.',
    loadError: 'The company details could not be loaded.',
    retry: 'Try again',
  },
};
