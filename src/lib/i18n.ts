import { i18n } from '@lingui/core';
import { SOURCE_LANGUAGE } from '@contract/languages';

/**
 * The app's messages (Lingui). English, the source, needs no catalog: each message's English text is
 * compiled into the code that shows it (scripts/lingui-macros.mjs), so the first visit loads the
 * runtime alone. The macros (`t`, `plural`, `<Trans>`, `useLingui`) all speak through this one instance.
 */
i18n.loadAndActivate({ locale: SOURCE_LANGUAGE, messages: {} });

export { i18n };
