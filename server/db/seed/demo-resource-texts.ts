import type { ResourceDifficulty, ResourceType } from '../../../common/schemas/resources';
import { EVERYDAY_DEMO_RESOURCES } from './demo-resource-texts-everyday';

/**
 * The demo university's Resource Library: real, free self-help resources from public health bodies,
 * universities and well-known non-profits, with their public links. Descriptions say what the page offers in
 * our own words; durations are approximate reading, listening or watching times.
 */
export interface DemoResourceCategory {
  name: string;
  slug: string;
  description: string;
  icon: string;
  color: string;
}

export interface DemoResource {
  category: string;
  title: string;
  description: string;
  type: ResourceType;
  difficulty: ResourceDifficulty;
  url: string;
  author: string;
  bio?: string;
  duration?: string;
  tags: string[];
  featured?: boolean;
  draft?: boolean;
  views: number;
  downloads?: number;
}

export const DEMO_RESOURCE_CATEGORIES: DemoResourceCategory[] = [
  {
    name: 'Crisis Support',
    slug: 'crisis-support',
    description: 'Help right now, any hour: phone, text and chat lines staffed by trained people.',
    icon: 'Phone',
    color: '#DC2626',
  },
  {
    name: 'Stress & Anxiety',
    slug: 'stress-and-anxiety',
    description: 'Understanding worry and stress, and practical ways to bring them down.',
    icon: 'Brain',
    color: '#7C3AED',
  },
  {
    name: 'Mood & Depression',
    slug: 'mood-and-depression',
    description: 'Recognising low mood and depression, and what helps.',
    icon: 'Heart',
    color: '#DB2777',
  },
  {
    name: 'Sleep',
    slug: 'sleep',
    description: 'Better sleep during term time and exam season.',
    icon: 'Moon',
    color: '#2563EB',
  },
  {
    name: 'Mindfulness & Relaxation',
    slug: 'mindfulness-and-relaxation',
    description: 'Guided meditations, breathing and relaxation exercises.',
    icon: 'Headphones',
    color: '#059669',
  },
  {
    name: 'Study Skills',
    slug: 'study-skills',
    description: 'Learning, note-taking, writing and exam preparation.',
    icon: 'BookOpen',
    color: '#D97706',
  },
  {
    name: 'Money & Basic Needs',
    slug: 'money-and-basic-needs',
    description: 'Budgeting, financial aid and paying for college.',
    icon: 'Wallet',
    color: '#0D9488',
  },
  {
    name: 'Grief & Loss',
    slug: 'grief-and-loss',
    description: 'Support after a bereavement or another loss.',
    icon: 'Users',
    color: '#4B5563',
  },
];

export const DEMO_RESOURCES: DemoResource[] = [
  {
    category: 'crisis-support',
    title: '988 Suicide & Crisis Lifeline',
    description:
      'Call or text 988, or chat online, to reach a trained crisis counselor any time, day or night. Free and confidential, for anyone in emotional distress or worried about someone else.',
    type: 'tool',
    difficulty: 'beginner',
    url: 'https://988lifeline.org/',
    author: '988 Suicide & Crisis Lifeline',
    duration: 'Available 24/7',
    tags: ['crisis', 'suicide prevention', 'hotline', '988'],
    featured: true,
    views: 412,
  },
  {
    category: 'crisis-support',
    title: 'Crisis Text Line',
    description:
      'Text HOME to 741741 to reach a volunteer crisis counselor by text message, any time. Useful when speaking out loud feels too hard.',
    type: 'tool',
    difficulty: 'beginner',
    url: 'https://www.crisistextline.org/',
    author: 'Crisis Text Line',
    duration: 'Available 24/7',
    tags: ['crisis', 'text', '741741'],
    views: 268,
  },
  {
    category: 'crisis-support',
    title: 'The Trevor Project: get help now',
    description:
      'Free, confidential crisis support by phone, text and chat for LGBTQ+ young people, with trained counselors available around the clock.',
    type: 'tool',
    difficulty: 'beginner',
    url: 'https://www.thetrevorproject.org/get-help/',
    author: 'The Trevor Project',
    duration: 'Available 24/7',
    tags: ['crisis', 'lgbtq', 'chat'],
    views: 97,
  },
  {
    category: 'crisis-support',
    title: 'SAMHSA National Helpline',
    description:
      'A free, confidential treatment referral and information line for people facing mental health or substance use problems, open every day of the year.',
    type: 'tool',
    difficulty: 'beginner',
    url: 'https://www.samhsa.gov/find-help/national-helpline',
    author: 'SAMHSA',
    duration: 'Available 24/7',
    tags: ['substance use', 'helpline', 'referral'],
    views: 54,
  },
  {
    category: 'stress-and-anxiety',
    title: "I'm So Stressed Out! Fact sheet",
    description:
      'A short fact sheet from the National Institute of Mental Health on the difference between stress and anxiety, and practical ways to cope with both.',
    type: 'article',
    difficulty: 'beginner',
    url: 'https://www.nimh.nih.gov/health/publications/so-stressed-out-fact-sheet',
    author: 'National Institute of Mental Health',
    duration: '5 min read',
    tags: ['stress', 'anxiety', 'coping'],
    featured: true,
    views: 231,
    downloads: 48,
  },
  {
    category: 'stress-and-anxiety',
    title: 'Generalized Anxiety Disorder: When Worry Gets Out of Control',
    description:
      'What generalized anxiety disorder is, its signs and symptoms, and the treatments that help, explained by the National Institute of Mental Health.',
    type: 'article',
    difficulty: 'intermediate',
    url: 'https://www.nimh.nih.gov/health/publications/generalized-anxiety-disorder-gad',
    author: 'National Institute of Mental Health',
    duration: '8 min read',
    tags: ['anxiety', 'worry', 'gad'],
    views: 142,
  },
  {
    category: 'stress-and-anxiety',
    title: 'How to make stress your friend',
    description:
      'Health psychologist Kelly McGonigal explains how changing the way you think about stress can change how your body responds to it.',
    type: 'video',
    difficulty: 'beginner',
    url: 'https://www.ted.com/talks/kelly_mcgonigal_how_to_make_stress_your_friend',
    author: 'Kelly McGonigal',
    bio: 'Health psychologist and lecturer at Stanford University.',
    duration: '14 min',
    tags: ['stress', 'mindset', 'ted talk'],
    views: 305,
  },
  {
    category: 'stress-and-anxiety',
    title: 'Happiness Break: a groundedness meditation',
    description:
      "A short guided practice from UC Berkeley's Greater Good Science Center: settle your body, follow your breath and notice the ground beneath you when worry pulls you away.",
    type: 'audio',
    difficulty: 'beginner',
    url: 'https://greatergood.berkeley.edu/podcasts/item/happiness_break_groundedness_meditation_diana_parra',
    author: 'Greater Good Science Center',
    tags: ['grounding', 'anxiety', 'breathing', 'meditation'],
    views: 88,
  },
  {
    category: 'mood-and-depression',
    title: 'Depression: signs, symptoms and treatment',
    description:
      'An overview of depression from the National Institute of Mental Health: the signs to look out for, the kinds that exist and the treatments that work.',
    type: 'article',
    difficulty: 'beginner',
    url: 'https://www.nimh.nih.gov/health/topics/depression',
    author: 'National Institute of Mental Health',
    duration: '10 min read',
    tags: ['depression', 'mood', 'treatment'],
    views: 187,
  },
  {
    category: 'mood-and-depression',
    title: 'Why we all need to practice emotional first aid',
    description:
      'Psychologist Guy Winch makes the case for treating emotional injuries such as rejection, failure and loneliness as seriously as physical ones.',
    type: 'video',
    difficulty: 'beginner',
    url: 'https://www.ted.com/talks/guy_winch_why_we_all_need_to_practice_emotional_first_aid',
    author: 'Guy Winch',
    bio: 'Licensed psychologist and author of "Emotional First Aid".',
    duration: '17 min',
    tags: ['self-care', 'loneliness', 'ted talk'],
    featured: true,
    views: 264,
  },
  {
    category: 'mood-and-depression',
    title: 'Self-help CBT techniques',
    description:
      'The NHS explains the ideas behind cognitive behavioural therapy and simple techniques to try on your own, such as reframing unhelpful thoughts.',
    type: 'exercise',
    difficulty: 'intermediate',
    url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/self-help-cbt-techniques/',
    author: 'NHS',
    duration: '10 min',
    tags: ['cbt', 'thoughts', 'self-help'],
    views: 121,
  },
  {
    category: 'mood-and-depression',
    title: 'Looking After Yourself workbooks',
    description:
      'Free, printable self-help workbooks from the Centre for Clinical Interventions on depression, low self-esteem, procrastination, perfectionism and more.',
    type: 'worksheet',
    difficulty: 'intermediate',
    url: 'https://www.cci.health.wa.gov.au/Resources/Looking-After-Yourself',
    author: 'Centre for Clinical Interventions',
    duration: 'Self-paced',
    tags: ['workbook', 'cbt', 'self-esteem'],
    views: 93,
    downloads: 61,
  },
  {
    category: 'mood-and-depression',
    title: 'Every Mind Matters',
    description:
      'Answer five quick questions to get a free Mind Plan with tips tailored to you for dealing with stress, anxiety, low mood and sleep.',
    type: 'tool',
    difficulty: 'beginner',
    url: 'https://www.nhs.uk/every-mind-matters/',
    author: 'NHS',
    duration: '5 min',
    tags: ['mind plan', 'wellbeing', 'self-check'],
    views: 158,
  },
  {
    category: 'mood-and-depression',
    title: 'Therapy worksheets',
    description:
      'A large collection of free worksheets used in therapy: thought records, coping skills, goal setting and gratitude exercises, ready to print.',
    type: 'worksheet',
    difficulty: 'intermediate',
    url: 'https://www.therapistaid.com/therapy-worksheets',
    author: 'Therapist Aid',
    duration: 'Self-paced',
    tags: ['worksheets', 'coping skills', 'cbt'],
    views: 72,
    downloads: 40,
  },
  {
    category: 'mood-and-depression',
    title: 'JED Mental Health Resource Center',
    description:
      'Plain-language articles for students and young adults on emotional health, substance use, relationships and how to help a friend who is struggling.',
    type: 'article',
    difficulty: 'beginner',
    url: 'https://jedfoundation.org/mental-health-resource-center/',
    author: 'The Jed Foundation',
    duration: 'Self-paced',
    tags: ['students', 'young adults', 'emotional health'],
    views: 84,
  },
  {
    category: 'mood-and-depression',
    title: 'Seize the Awkward',
    description:
      'Ideas and conversation starters for checking in with a friend about their mental health, even when it feels awkward.',
    type: 'article',
    difficulty: 'beginner',
    url: 'https://seizetheawkward.org/',
    author: 'The Jed Foundation and the Ad Council',
    duration: '5 min read',
    tags: ['friends', 'conversation', 'support'],
    views: 45,
  },
  {
    category: 'mood-and-depression',
    title: 'NAMI HelpLine',
    description:
      'The National Alliance on Mental Illness HelpLine answers questions about mental health conditions, treatment and support, by phone, chat or text on weekdays.',
    type: 'tool',
    difficulty: 'beginner',
    url: 'https://www.nami.org/help',
    author: 'National Alliance on Mental Illness',
    duration: 'Weekdays',
    tags: ['helpline', 'information', 'support'],
    views: 39,
  },
  ...EVERYDAY_DEMO_RESOURCES,
];

/** A suggestion from a counselor waiting for an admin's review. */
export const DEMO_RESOURCE_SUGGESTION = {
  by: 'counselor@university.edu',
  category: 'mood-and-depression',
  title: 'Mental Health America screening tools',
  description:
    'Free, anonymous online screenings for depression, anxiety and other conditions, with next steps suggested for each result.',
  type: 'tool' as const,
  difficulty: 'beginner' as const,
  url: 'https://screening.mhanational.org/screening-tools/',
  author: 'Mental Health America',
  tags: ['screening', 'self-check', 'depression'],
  note: 'Students often ask whether what they feel "counts"; a screening is a gentle first step before booking.',
};
