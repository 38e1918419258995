import { demoId } from './demo-ids';

export const DEMO_PASSWORD = 'Tenon-demo-2026';

export interface DemoCompany {
  id: string;
  name: string;
  image: string | null;
  size: 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g';
  country: string;
  requireResources: boolean;
  contractType: 'general contractor' | 'trade contractor' | 'owner' | 'other' | 'project_based' | 'enterprise';
}

export const DEMO_COMPANY: DemoCompany = {
  id: demoId('company', 1),
  name: 'Demo Construction',
  image: null,
  size: 'f',
  country: 'US',
  requireResources: true,
  contractType: 'general contractor',
};
