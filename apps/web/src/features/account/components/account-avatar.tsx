import { profileImageUrlForWidth } from '@passarela/shared';
import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { nameInitials } from '../lib/account-menu-items.ts';

/**
 * The signed-in user's photo (the 160 px copy: the avatar is at most 40 px, 80 px on 2x screens),
 * or their initials when there is none or it fails to load.
 */
export function AccountAvatar({ name, imageUrl, className }: { name: string; imageUrl: string | null; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl && failedUrl !== imageUrl;
  return (
    <span
      className={cn('relative inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-brand-800', className)}
    >
      {showImage ? (
        <img
          src={profileImageUrlForWidth(imageUrl, 160)}
          alt=""
          width={36}
          height={36}
          className="size-full object-cover"
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : (
        <span className="text-sm font-semibold" aria-hidden="true">
          {nameInitials(name)}
        </span>
      )}
    </span>
  );
}
