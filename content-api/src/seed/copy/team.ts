import { EXECUTIVE_CATEGORY_ID } from '../constants.ts';

export interface MemberCopy {
  name: string;
  designation: string;
  linkedin: boolean;
}

export interface DepartmentCopy {
  id: number;
  key: string;
  label: string;
  leadership: boolean;
  members: readonly MemberCopy[];
}

export const DEPARTMENTS: readonly DepartmentCopy[] = [
  {
    id: EXECUTIVE_CATEGORY_ID,
    key: 'leadership',
    label: 'Leadership',
    leadership: true,
    members: [
      { name: 'Rachel Goldberg', designation: 'Chief Executive Officer', linkedin: true },
      { name: 'Arindam Sen', designation: 'Chief Technology Officer', linkedin: true },
      { name: 'Catalina Uribe', designation: 'Chief Operating Officer', linkedin: true },
      { name: 'James MacDonald', designation: 'Chief Financial Officer', linkedin: false },
      { name: 'Priya Raman', designation: 'Chief People Officer', linkedin: true },
    ],
  },
  {
    id: 1,
    key: 'engineering',
    label: 'Engineering',
    leadership: false,
    members: [
      { name: 'Daniel Okafor', designation: 'VP of Engineering', linkedin: true },
      { name: 'Arjun Mehta', designation: 'Senior Full-Stack Engineer', linkedin: false },
      { name: 'Camilo Vélez', designation: 'DevOps Lead', linkedin: true },
      { name: 'Kabir Chatterjee', designation: 'Data Engineer', linkedin: false },
      { name: 'Emily Chen', designation: 'Product Manager', linkedin: true },
    ],
  },
  {
    id: 2,
    key: 'talent-acquisition',
    label: 'Talent Acquisition',
    leadership: false,
    members: [
      { name: 'Ishita Banerjee', designation: 'Head of Talent Acquisition', linkedin: true },
      { name: 'Mateo Restrepo', designation: 'Senior Technical Recruiter', linkedin: false },
      { name: 'Olivia Tremblay', designation: 'Talent Assessment Lead', linkedin: true },
      { name: 'Rohan Das', designation: 'Recruitment Coordinator', linkedin: false },
    ],
  },
  {
    id: 3,
    key: 'client-success',
    label: 'Client Success',
    leadership: false,
    members: [
      { name: 'Sophie Tremblay', designation: 'Client Success Director', linkedin: true },
      { name: 'Marcus Reid', designation: 'Senior Account Manager', linkedin: false },
      { name: 'Valentina Ospina', designation: 'Account Manager', linkedin: true },
      { name: 'Aisha Williams', designation: 'Account Manager', linkedin: false },
    ],
  },
  {
    id: 4,
    key: 'marketing',
    label: 'Marketing',
    leadership: false,
    members: [
      { name: 'Noah Campbell', designation: 'Head of Marketing', linkedin: true },
      { name: 'Mariana Zapata', designation: 'Content Lead', linkedin: false },
      { name: 'Kunal Gupta', designation: 'SEO Manager', linkedin: true },
    ],
  },
  {
    id: 5,
    key: 'finance-and-operations',
    label: 'Finance & Operations',
    leadership: false,
    members: [
      { name: 'Ananya Bose', designation: 'Finance Operations Manager', linkedin: true },
      { name: 'Felipe Cárdenas', designation: 'Payroll Lead', linkedin: false },
      { name: 'Grace Kim', designation: 'Office Manager, New York', linkedin: false },
      { name: 'Meera Iyer', designation: 'Office Manager, Kolkata', linkedin: true },
    ],
  },
];
