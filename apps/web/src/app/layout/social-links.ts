// The brand's social accounts, shown in the footer. Point these at the real accounts per deployment.
import type { ComponentType } from 'react';
import {
  FacebookFilled,
  InstagramOutlined,
  LinkedinFilled,
  YoutubeFilled,
} from '@ant-design/icons';

export interface SocialLink {
  name: string;
  href: string;
  Icon: ComponentType;
}

export const SOCIAL_LINKS: SocialLink[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookFilled },
  { name: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramOutlined },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedinFilled },
  { name: 'YouTube', href: 'https://www.youtube.com/', Icon: YoutubeFilled },
];
