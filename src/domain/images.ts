/** Uploaded pictures (listing photos, profile photos): one size limit, one set of answers. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const imageTexts = {
  tooLarge: (name: string) => `${name} is larger than 10 MB. Please choose a smaller image`,
  notAnImage: (name: string) => `Images only: ${name} is not an image`,
  unsupported: (name: string) => `Images only: ${name} is not a supported image (use JPEG, PNG, WebP, GIF or AVIF)`,
} as const;
