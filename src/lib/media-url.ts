import { env } from '@/config/env';

/** Our uploads are served as /uploads/...; prefix the API origin when the app runs on another one. */
export function mediaUrl(src: string): string {
  return src.startsWith('/uploads/') ? `${env.apiUrl}${src}` : src;
}
