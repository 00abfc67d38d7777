// Technology tabs and the developer skills grid; page_url values are site paths.
export interface Technology {
  name: string;
  colour: string;
  page: string;
}

const hire = (slug: string) => `/hire-our-genius-mind/${slug}`;
const DEV = hire('developers');

export const TECHNOLOGY_TABS: readonly { key: string; name: string; items: readonly Technology[] }[] = [
  {
    key: 'frontend',
    name: 'Front-End',
    items: [
      { name: 'React', colour: '#149ECA', page: hire('react-developers') },
      { name: 'Angular', colour: '#DD0031', page: DEV },
      { name: 'Vue.js', colour: '#42B883', page: DEV },
      { name: 'Next.js', colour: '#111111', page: hire('react-developers') },
      { name: 'TypeScript', colour: '#3178C6', page: DEV },
      { name: 'Svelte', colour: '#FF3E00', page: DEV },
      { name: 'Tailwind CSS', colour: '#0EA5E9', page: hire('web-designers') },
    ],
  },
  {
    key: 'backend',
    name: 'Back-End',
    items: [
      { name: 'Node.js', colour: '#3C873A', page: hire('nodejs-developers') },
      { name: 'Python', colour: '#3776AB', page: hire('python-developers') },
      { name: 'Java', colour: '#E76F00', page: hire('java-developers') },
      { name: 'PHP', colour: '#777BB4', page: hire('php-developers') },
      { name: '.NET', colour: '#512BD4', page: DEV },
      { name: 'Go', colour: '#00ADD8', page: DEV },
      { name: 'Ruby on Rails', colour: '#CC0000', page: DEV },
    ],
  },
  {
    key: 'mobile',
    name: 'Mobile',
    items: [
      { name: 'Swift', colour: '#F05138', page: hire('mobile-app-developers') },
      { name: 'Kotlin', colour: '#7F52FF', page: hire('mobile-app-developers') },
      { name: 'Flutter', colour: '#02569B', page: hire('mobile-app-developers') },
      { name: 'React Native', colour: '#61DAFB', page: hire('mobile-app-developers') },
      { name: 'Ionic', colour: '#3880FF', page: hire('mobile-app-developers') },
      { name: 'Android', colour: '#3DDC84', page: hire('mobile-app-developers') },
    ],
  },
  {
    key: 'cloud-devops',
    name: 'Cloud & DevOps',
    items: [
      { name: 'AWS', colour: '#FF9900', page: DEV },
      { name: 'Azure', colour: '#0078D4', page: DEV },
      { name: 'Google Cloud', colour: '#4285F4', page: DEV },
      { name: 'Docker', colour: '#2496ED', page: DEV },
      { name: 'Kubernetes', colour: '#326CE5', page: DEV },
      { name: 'Terraform', colour: '#7B42BC', page: DEV },
    ],
  },
  {
    key: 'data-ai',
    name: 'Data & AI',
    items: [
      { name: 'PostgreSQL', colour: '#336791', page: DEV },
      { name: 'MongoDB', colour: '#47A248', page: DEV },
      { name: 'Pandas', colour: '#150458', page: hire('python-developers') },
      { name: 'TensorFlow', colour: '#FF6F00', page: hire('python-developers') },
      { name: 'Power BI', colour: '#F2C811', page: hire('financial-analysts') },
      { name: 'Apache Kafka', colour: '#231F20', page: hire('java-developers') },
    ],
  },
];

/** The see-all-skills grid: every technology above, once. */
export const DEVELOPER_SKILLS: readonly Technology[] = TECHNOLOGY_TABS.flatMap((tab) => tab.items);

/** Role tiles on the see-all-skills page; every slug is a seeded hire category. */
export const DEVELOPER_ROLES = [
  { slug: 'developers', title: 'Developers', icon: 'code' },
  { slug: 'designers', title: 'Designers', icon: 'palette' },
  { slug: 'virtual-assistants', title: 'Virtual Assistants', icon: 'headset' },
  { slug: 'digital-marketing', title: 'Digital Marketing', icon: 'megaphone' },
  { slug: 'accounting-and-finance', title: 'Accounting & Finance', icon: 'calculator' },
  { slug: 'react-developers', title: 'React Developers', icon: 'code' },
  { slug: 'python-developers', title: 'Python Developers', icon: 'code' },
  { slug: 'ui-ux-designers', title: 'UI/UX Designers', icon: 'palette' },
  { slug: 'seo-specialists', title: 'SEO Specialists', icon: 'chart' },
  { slug: 'bookkeepers', title: 'Bookkeepers', icon: 'calculator' },
] as const;
