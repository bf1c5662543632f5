import type { MailBlock, MailContent } from './mail-content';

function block(item: MailBlock): string {
  switch (item.type) {
    case 'paragraph':
    case 'note':
      return item.text;
    case 'button':
      return `${item.label}: ${item.url}`;
    case 'list':
      return `${item.heading}\n${item.items.map((text) => `- ${text}`).join('\n')}`;
    case 'table': {
      const lines = item.rows.map(([label, value]) => `${label}: ${value}`);
      if (item.total) lines.push(`${item.total[0]}: ${item.total[1]}`);
      return lines.join('\n');
    }
  }
}

/** The plain-text part: the same blocks, links written out. */
export function renderText(content: MailContent, siteUrl: string): string {
  const footer = [`Mealbox, fresh meals delivered across the UK. Questions? ${siteUrl}/contact`];
  if (content.unsubscribeUrl) footer.push(`Stop these reminders: ${content.unsubscribeUrl}`);
  return [content.heading, ...content.blocks.map(block), '--', ...footer].join('\n\n') + '\n';
}
