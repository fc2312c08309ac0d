import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mailedCode, passwordField, signInWithToken, uniqueEmail } from './support/helpers';
import { overflowOf, settledBox } from './support/layout';
import { auth, memberWithId } from './support/members';

// The main flows as a member whose phone speaks Arabic walks them: the app follows the browser's
// language, reads right to left, and no screen scrolls sideways on a 375 px phone. The texts are the
// Arabic catalog's (src/locales/ar/messages.po), each beside the English it translates.

const AR = {
  welcome: 'مرحبًا بك في Wishwell', // Welcome to Wishwell
  email: 'البريد الإلكتروني', // Email
  continue: 'متابعة', // Continue
  createYourAccount: 'أنشئ حسابك', // Create your account
  fullName: 'الاسم الكامل', // Full name
  password: 'كلمة المرور', // Password
  confirmPassword: 'تأكيد كلمة المرور', // Confirm password
  createAccount: 'إنشاء حساب', // Create account
  checkYourEmail: 'تحقّق من بريدك الإلكتروني', // Check your email
  verificationCode: 'رمز التحقق', // Verification code
  addPhoto: 'أضف صورة للملف الشخصي', // Add a profile photo
  skip: 'تخطٍّ', // Skip
  homeFeed: 'الصفحة الرئيسية', // Home Feed
  mainNavigation: 'التنقل الرئيسي', // Main
  home: 'الرئيسية', // Home
  chat: 'الدردشة', // Chat
  createNewDesire: 'إنشاء أمنية جديدة', // Create new desire / Create New Desire
  title: 'العنوان', // Title
  createDesire: 'إنشاء الأمنية', // Create Desire
  desireShared: 'شُوركت أمنيتك بنجاح.', // Your desire has been shared successfully.
  heart: 'قلب', // heart
  noComments: 'لا تعليقات', // 0 comments
  oneComment: 'تعليق واحد', // 1 comment
  addComment: 'أضف تعليقًا', // Add a comment
  post: 'نشر', // Post
  follow: 'متابعة', // Follow
  following: 'متابَع', // Following (the follow button, once pressed)
  nowFollowing: 'أنت تتابع هذا المستخدم الآن!', // Now following this user!
  message: 'الرسالة', // Message (the chat box)
  messageButton: 'مراسلة', // Message (the profile's button that opens a chat)
  noMessagesYet: 'لا توجد رسائل بعد', // No messages yet
  sendMessage: 'إرسال الرسالة', // Send message
  yourProfile: 'ملفك الشخصي', // Your profile
  settings: 'الإعدادات', // Settings
  language: 'اللغة', // Language
  sameAsBrowser: 'مثل هذا المتصفح (العربية)', // Same as this browser (العربية)
  startedFollowing: (name: string) => `بدأ ${name} بمتابعتك`, // {name} started following you
};

const PHONE = { width: 375, height: 812 };

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A phone whose browser speaks Egyptian Arabic, signed in when given a token. */
async function arabicPhone(browser: Browser, token?: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'ar-EG', viewport: PHONE, isMobile: true, hasTouch: true });
  contexts.push(context);
  const page = await context.newPage();
  if (token) await signInWithToken(page, token);
  return page;
}

async function expectArabicRightToLeft(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** The screen fits the phone: the page does not scroll sideways and nothing sticks out of it. */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${screen}: the page's width`).toBeLessThanOrEqual(innerWidth);
  expect(innerWidth, `${screen}: the layout viewport`).toBe(PHONE.width);
  expect(await overflowOf(page), screen).toEqual([]);
}

test('an Arabic phone gets the sign-in page in Arabic, right to left from the first paint, and a newcomer signs up there and lands on the Arabic feed', async ({ browser, request }) => {
  const page = await arabicPhone(browser);
  const response = await page.goto('/auth');
  // The server's first paint already reads right to left, before the app's code runs.
  expect(await response!.text()).toMatch(/<html lang="ar" dir="rtl"/);
  await expectArabicRightToLeft(page);
  await expect(page.getByRole('heading', { name: AR.welcome })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the sign-in page');

  const email = uniqueEmail('arabic-newcomer');
  const password = 'كلمة سر طويلة';
  await page.getByRole('textbox', { name: AR.email }).fill(email);
  await page.getByRole('button', { name: AR.continue }).click();
  await expect(page.getByRole('heading', { name: AR.createYourAccount })).toBeVisible();
  await page.getByRole('textbox', { name: AR.fullName }).fill('ليلى حسن');
  await passwordField(page, AR.password).fill(password);
  await passwordField(page, AR.confirmPassword).fill(password);
  await expectNoSidewaysScroll(page, 'the sign-up step');
  await page.getByRole('button', { name: AR.createAccount }).click();

  await expect(page.getByRole('heading', { name: AR.checkYourEmail })).toBeVisible();
  await page.getByRole('textbox', { name: AR.verificationCode }).fill(await mailedCode(request, email));
  await expect(page.getByRole('heading', { name: AR.addPhoto })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the photo step');
  await page.getByRole('button', { name: AR.skip }).click();

  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByRole('heading', { name: AR.homeFeed })).toBeVisible();
  await expectArabicRightToLeft(page);
  // The bottom bar reads right to left: Home at the right end, Chat at the left.
  const bar = page.getByRole('navigation', { name: AR.mainNavigation });
  const home = await bar.getByRole('link', { name: AR.home }).boundingBox();
  const chat = await bar.getByRole('link', { name: AR.chat }).boundingBox();
  expect(home!.x).toBeGreaterThan(chat!.x);
  await expectNoSidewaysScroll(page, 'the feed');
});

test('in Arabic on a phone, a member creates a desire, reacts with a heart and comments on it, and its page shows both', async ({ browser, request }) => {
  const member = await memberWithId(request, 'arabic-desire', 'سارة');
  const page = await arabicPhone(browser, member.token);
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: AR.homeFeed })).toBeVisible();

  await page.getByRole('navigation', { name: AR.mainNavigation }).getByRole('button', { name: AR.createNewDesire }).click();
  const dialog = page.getByRole('dialog', { name: AR.createNewDesire });
  const title = `دراجة زرقاء ${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: AR.title }).fill(title);
  await expectNoSidewaysScroll(page, 'the new desire dialog');
  await dialog.getByRole('button', { name: AR.createDesire }).click();
  await expect(page.getByText(AR.desireShared, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: AR.heart, exact: true }).click();
  await expect(card.getByRole('button', { name: new RegExp(`^${AR.heart}، (1|١)$`) })).toHaveAttribute('aria-pressed', 'true');

  await card.getByRole('button', { name: AR.noComments }).click();
  await card.getByRole('textbox', { name: AR.addComment }).fill('أتمنى أن تتحقق قريبًا!');
  await card.getByRole('button', { name: AR.post, exact: true }).click();
  await expect(card.getByText('أتمنى أن تتحقق قريبًا!')).toBeVisible();
  await expect(card.getByRole('button', { name: AR.oneComment })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the feed with the comment open');

  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/post\/[a-f0-9]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('أتمنى أن تتحقق قريبًا!')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${AR.heart}، (1|١)$`) })).toHaveAttribute('aria-pressed', 'true');
  await expectArabicRightToLeft(page);
  await expectNoSidewaysScroll(page, "the desire's page");
});

test("in Arabic on a phone, a member follows another from their profile and chats with them: their own messages sit at the left, the other's at the right", async ({ browser, request }) => {
  const me = await memberWithId(request, 'arabic-chat-a', 'عمر');
  const friend = await memberWithId(request, 'arabic-chat-b', 'نور');
  const page = await arabicPhone(browser, me.token);

  await page.goto(`/profile/${friend.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: friend.fullName })).toBeVisible();
  await expectArabicRightToLeft(page);
  await expectNoSidewaysScroll(page, 'the profile');
  await main.getByRole('button', { name: AR.follow, exact: true }).click();
  await expect(page.getByText(AR.nowFollowing, { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: AR.following, exact: true })).toBeVisible();

  await main.getByRole('link', { name: AR.messageButton, exact: true }).click();
  await expect(page).toHaveURL(/\/chat\?chatId=[a-f0-9]{24}$/);
  const chatId = new URL(page.url()).searchParams.get('chatId')!;
  await expect(page.getByText(AR.noMessagesYet)).toBeVisible();
  await expectNoSidewaysScroll(page, 'the empty conversation');

  await page.getByRole('textbox', { name: AR.message }).fill('مرحبًا نور!');
  await page.getByRole('button', { name: AR.sendMessage }).click();
  const log = page.getByRole('log');
  await expect(log.getByText('مرحبًا نور!')).toBeVisible();

  // The friend answers; the answer arrives in the open conversation.
  const answered = await request.post(`/api/chats/${chatId}/messages`, { headers: auth(friend), data: { content: 'أهلًا عمر، كيف حالك؟' } });
  expect(answered.ok()).toBe(true);
  await expect(log.getByText('أهلًا عمر، كيف حالك؟')).toBeVisible();

  // In Arabic the line runs right to left: the member's own message sits at its end, the left side,
  // and the friend's at its start, the right side.
  const logBox = (await log.boundingBox())!;
  const middle = logBox.x + logBox.width / 2;
  const mine = await settledBox(log.getByText('مرحبًا نور!'));
  const theirs = await settledBox(log.getByText('أهلًا عمر، كيف حالك؟'));
  expect(mine.x + mine.width / 2, 'my message sits in the left half').toBeLessThan(middle);
  expect(theirs.x + theirs.width / 2, "the friend's message sits in the right half").toBeGreaterThan(middle);
  // Each hugs its own side: mine is nearer the left edge than the friend's is to it, and the other way round.
  expect(mine.x).toBeLessThan(theirs.x);
  expect(theirs.x + theirs.width).toBeGreaterThan(mine.x + mine.width);
  await expectNoSidewaysScroll(page, 'the conversation');
});

test('in Arabic on a phone, Settings switches the app to English at once, left to right, and back to Arabic', async ({ browser, request }) => {
  const member = await memberWithId(request, 'arabic-settings', 'يوسف');
  const page = await arabicPhone(browser, member.token);
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: AR.homeFeed })).toBeVisible();

  // To Settings as a member goes there: their profile, then its Settings button.
  await page.getByRole('link', { name: AR.yourProfile }).click();
  await page.getByRole('main').getByRole('link', { name: AR.settings }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: AR.settings })).toBeVisible();
  await expectNoSidewaysScroll(page, 'Settings');

  const language = page.getByRole('group', { name: /لغة التطبيق/ });
  await expect(language.getByRole('radio', { name: AR.sameAsBrowser })).toBeChecked();
  // No reload: the same page switches.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // Pressed, not checked: once pressed, the group's name is English and the Arabic one finds nothing.
  await language.getByRole('radio', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
  const english = page.getByRole('group', { name: 'The language of the app, its mail and its notifications.' });
  await expect(english.getByRole('radio', { name: 'English', exact: true })).toBeChecked();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expectNoSidewaysScroll(page, 'Settings in English');

  await english.getByRole('radio', { name: 'العربية', exact: true }).click();
  await expectArabicRightToLeft(page);
  await expect(page.getByRole('heading', { level: 1, name: AR.settings })).toBeVisible();
  await expect(language.getByRole('radio', { name: 'العربية', exact: true })).toBeChecked();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expectNoSidewaysScroll(page, 'Settings in Arabic again');
});

test('in Arabic on a phone, a member reads in their notifications, in Arabic, that someone started following them', async ({ browser, request }) => {
  const me = await memberWithId(request, 'arabic-notices-a', 'سلمى');
  const fan = await memberWithId(request, 'arabic-notices-b', 'Karim Fares');
  expect((await request.post(`/api/follow/${me.id}`, { headers: auth(fan) })).ok()).toBe(true);
  const page = await arabicPhone(browser, me.token);

  await page.goto('/notifications');
  await expectArabicRightToLeft(page);
  // The server's `message` is English ("Karim Fares started following you"); the app words the
  // notice from its parts, with the Latin name isolated inside the Arabic sentence.
  const notice = page.getByRole('main').getByText(AR.startedFollowing(fan.fullName));
  await expect(notice).toBeVisible();
  await expect(notice.locator('bdi')).toHaveText(fan.fullName);
  await expect(page.getByText(`${fan.fullName} started following you`)).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the notifications');
});
