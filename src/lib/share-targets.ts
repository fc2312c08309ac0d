/**
 * The share windows a desire or a category opens, each given the text and the link: WhatsApp takes
 * one text (the link after it), Telegram and X take them apart.
 */
export function shareTargets(text: string, link: string) {
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`,
    telegram: `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
    x: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(link)}`,
  };
}
