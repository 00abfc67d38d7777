import type { CategoryCopy } from './types.ts';

export const DEVELOPERS_CATEGORY: CategoryCopy = {
  slug: 'developers',
  title: 'Developers',
  singular: 'developer',
  metaTitle: 'Hire Pre-Vetted Remote Developers | Top 10% Talent',
  metaDesc:
    'Hire remote developers from the top 10% of 50,000+ pre-vetted engineers. Shortlist in 3 to 5 days, two-week risk-free trial, savings up to 66%.',
  rates: [15, 25, 40],
  tools: [
    {
      cardTitle: 'Front-End Development',
      text: 'React, Angular and Vue specialists who build fast, accessible interfaces.',
    },
    {
      cardTitle: 'Back-End Development',
      text: 'Node.js, Python, Java, PHP and .NET engineers for APIs and services.',
    },
    { cardTitle: 'Mobile Development', text: 'Native iOS and Android plus Flutter and React Native.' },
    { cardTitle: 'Cloud & DevOps', text: 'AWS, Azure, Docker and Kubernetes for reliable delivery.' },
    { cardTitle: 'Data Engineering', text: 'Pipelines, warehouses and analytics that the business can trust.' },
    { cardTitle: 'Quality Assurance', text: 'Manual and automated testing to keep releases calm.' },
  ],
  subs: [
    {
      slug: 'react-developers',
      title: 'React Developers',
      skills: ['React', 'TypeScript', 'Next.js', 'Redux', 'Jest'],
      tools: ['React', 'Next.js', 'Storybook', 'Vite'],
    },
    {
      slug: 'nodejs-developers',
      title: 'Node.js Developers',
      skills: ['Node.js', 'TypeScript', 'Express', 'PostgreSQL', 'AWS'],
      tools: ['Node.js', 'NestJS', 'Express', 'Docker'],
    },
    {
      slug: 'python-developers',
      title: 'Python Developers',
      skills: ['Python', 'Django', 'FastAPI', 'Pandas', 'PostgreSQL'],
      tools: ['Django', 'FastAPI', 'Celery', 'Jupyter'],
    },
    {
      slug: 'java-developers',
      title: 'Java Developers',
      skills: ['Java', 'Spring Boot', 'Hibernate', 'Kafka', 'Microservices'],
      tools: ['Spring Boot', 'Maven', 'Kafka', 'JUnit'],
    },
    {
      slug: 'php-developers',
      title: 'PHP Developers',
      skills: ['PHP', 'Laravel', 'MySQL', 'WordPress', 'REST APIs'],
      tools: ['Laravel', 'Symfony', 'WordPress', 'Composer'],
      noMeta: true,
    },
    {
      slug: 'mobile-app-developers',
      title: 'Mobile App Developers',
      skills: ['Swift', 'Kotlin', 'Flutter', 'React Native', 'Firebase'],
      tools: ['Xcode', 'Android Studio', 'Flutter', 'Firebase'],
    },
  ],
};
