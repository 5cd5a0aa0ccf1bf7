import { chromium } from '@playwright/test';
const base = 'http://localhost:3500';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function as(role, steps, width = 1280) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(base + '/');
  await page.getByRole('button', { name: new RegExp(role) }).first().click();
  await page.waitForTimeout(1500);
  await steps(page);
  await page.close();
}
const [, , which] = process.argv;
if (which === 'review') {
  await as('Admin', async (page) => {
    await page.goto(base + '/admin-tickets');
    await page.getByRole('tab', { name: 'Screening review' }).click();
    await page.waitForTimeout(1200);
    await page.screenshot({ path: 'shots/review.png', fullPage: true });
  });
  await as('Counselor', async (page) => {
    await page.goto(base + '/tickets');
    await page.waitForTimeout(1000);
    await page.getByRole('article').first().getByRole('link').first().click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: 'shots/details.png', fullPage: true });
    await page.getByRole('button', { name: 'Mark missed crisis' }).click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: 'shots/mark-dialog.png' });
  }, 390);
}
await browser.close();
