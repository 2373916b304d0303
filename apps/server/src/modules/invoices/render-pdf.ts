import path from 'node:path';
import { rupeesInWords } from '@sheesham/shared/amount-in-words';
import { onFirstUse } from '../../lib/on-first-use.ts';
import { SERVER_ROOT } from '../../paths.ts';
import type { TaxDocument, TaxDocumentLine } from './facts.ts';
import { amount, indianDate, percent, rupeeAmount, stateWithCode } from './pdf-format.ts';

/** pdfkit and its font engine (about 28 MB), loaded by the first PDF drawn. */
const loadPdfkit = onFirstUse(async () => (await import('pdfkit')).default);

/** Noto Sans has ₹; see assets/fonts/README.md for why the whole font is shipped. */
const FONTS = {
  regular: path.join(SERVER_ROOT, 'assets/fonts/NotoSans-Regular.ttf'),
  bold: path.join(SERVER_ROOT, 'assets/fonts/NotoSans-Bold.ttf'),
};

const MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const SHADE = '#f3f4f6';

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: TaxDocumentLine, index: number) => string;
}

/** The line table's columns: CGST and SGST within the state, IGST across states. */
function columns(intraState: boolean): Column[] {
  const tax: Column[] = intraState
    ? [
        { title: 'CGST', width: 54, align: 'right', cell: (l) => amount(l.cgstPaise) },
        { title: 'SGST', width: 54, align: 'right', cell: (l) => amount(l.sgstPaise) },
      ]
    : [{ title: 'IGST', width: 64, align: 'right', cell: (l) => amount(l.igstPaise) }];
  const fixed: Column[] = [
    { title: '#', width: 16, align: 'left', cell: (_l, i) => String(i + 1) },
    { title: 'HSN', width: 34, align: 'left', cell: (l) => l.hsn },
    {
      title: 'Qty',
      width: 26,
      align: 'right',
      cell: (l) => (l.quantity === null ? '–' : String(l.quantity)),
    },
    { title: 'Taxable value', width: 62, align: 'right', cell: (l) => amount(l.taxablePaise) },
    {
      title: 'Rate',
      width: intraState ? 44 : 32,
      align: 'right',
      cell: (l) =>
        intraState
          ? `${percent(l.rateBasisPoints / 2)} + ${percent(l.rateBasisPoints / 2)}`
          : percent(l.rateBasisPoints),
    },
    ...tax,
    { title: 'Amount', width: 64, align: 'right', cell: (l) => amount(l.inclusivePaise) },
  ];
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  const description: Column = {
    title: 'Description',
    width: WIDTH - used,
    align: 'left',
    // A discounted line says so: its amount is the price less its share (decision 059).
    cell: (l) =>
      l.discountPaise
        ? `${l.description}\nLess discount ${amount(l.discountPaise)}`
        : l.description,
  };
  return [fixed[0] as Column, description, ...fixed.slice(1)];
}

/**
 * The invoice or credit note as a one-page (or longer) A4 PDF with what CGST rule 46 (invoices)
 * and rule 53 (credit notes) ask for: seller, number, date, buyer, place of supply, lines with
 * HSN, quantity, taxable value, rate and tax, totals in figures and in words, reverse charge and
 * a signature line.
 */
const PAYMENT_WORDS: Record<TaxDocument['facts']['paymentMethod'], string> = {
  cod: 'Cash on delivery',
  gateway: 'Paid online',
  showroom: 'Paid at the showroom',
};

export async function renderTaxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  const PDFDocument = await loadPdfkit();
  const { facts } = document;
  const credit = document.kind === 'credit_note';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${credit ? 'Credit note' : 'Tax invoice'} ${document.number}`,
      Author: facts.seller.legalName,
    },
  });
  pdf.registerFont('regular', FONTS.regular);
  pdf.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const text = (
    value: string,
    x: number,
    y: number,
    options: PDFKit.Mixins.TextOptions & {
      font?: 'regular' | 'bold';
      size?: number;
      color?: string;
    } = {},
  ) => {
    const { font = 'regular', size = 9, color = INK, ...rest } = options;
    pdf
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(value, x, y, { lineBreak: true, ...rest });
    return pdf.y;
  };
  const rule = (y: number, color = RULE) => {
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.7)
      .strokeColor(color)
      .stroke();
  };

  // Seller (left) and the document's title (right).
  let y = MARGIN;
  text(credit ? 'CREDIT NOTE' : 'TAX INVOICE', MARGIN, y, {
    font: 'bold',
    size: 16,
    width: WIDTH,
    align: 'right',
  });
  text(credit ? 'Issued under rule 53, CGST Rules' : 'Original for recipient', MARGIN, y + 22, {
    size: 8,
    color: MUTED,
    width: WIDTH,
    align: 'right',
  });
  y = text(facts.seller.legalName, MARGIN, y, { font: 'bold', size: 13, width: WIDTH * 0.6 });
  y = text(facts.seller.address, MARGIN, y + 2, { width: WIDTH * 0.6, color: MUTED });
  y = text(`GSTIN: ${facts.seller.gstin}`, MARGIN, y + 2, { font: 'bold', width: WIDTH * 0.6 });
  y = text(`State: ${stateWithCode(facts.seller.state)}`, MARGIN, y, { width: WIDTH * 0.6 });
  y += 10;
  rule(y);
  y += 10;

  // Buyer (left) and the document's facts (right).
  const leftWidth = WIDTH * 0.5;
  const rightX = MARGIN + WIDTH * 0.55;
  const rightWidth = WIDTH * 0.45;
  let left = text('Billed and shipped to', MARGIN, y, { size: 8, color: MUTED });
  left = text(facts.buyer.name, MARGIN, left + 1, { font: 'bold', width: leftWidth });
  left = text(facts.buyer.address, MARGIN, left, { width: leftWidth });
  left = text(`PIN ${facts.buyer.pincode}`, MARGIN, left, { width: leftWidth });
  const contact = [facts.buyer.phone, facts.buyer.email].filter(Boolean).join(' · ');
  left = text(contact, MARGIN, left, { width: leftWidth, color: MUTED });

  const meta: [string, string][] = [
    [credit ? 'Credit note no.' : 'Invoice no.', document.number],
    [credit ? 'Credit note date' : 'Invoice date', indianDate(document.issuedAt)],
    ...(facts.against
      ? ([
          ['Against invoice', facts.against.number],
          ['Invoice date', indianDate(facts.against.issuedAt)],
        ] as [string, string][])
      : []),
    ['Order', `#${facts.orderNumber}`],
    ['Place of supply', stateWithCode(facts.placeOfSupply)],
    ['Payment', PAYMENT_WORDS[facts.paymentMethod]],
    ...(document.paid ? ([['Paid', document.paid]] as [string, string][]) : []),
    ...(document.deliverySlot
      ? ([['Delivery slot', document.deliverySlot]] as [string, string][])
      : []),
  ];
  let right = y;
  for (const [label, value] of meta) {
    text(label, rightX, right, { size: 8.5, color: MUTED, width: 88 });
    right =
      text(value, rightX + 90, right, { font: 'bold', size: 8.5, width: rightWidth - 90 }) + 1;
  }
  y = Math.max(left, right) + 8;
  if (facts.reason) {
    y = text(`Reason: ${facts.reason}`, MARGIN, y, { width: WIDTH }) + 6;
  }

  // The lines.
  const cols = columns(facts.intraState);
  const drawHeader = (top: number) => {
    pdf.rect(MARGIN, top, WIDTH, 18).fillColor(SHADE).fill();
    let x = MARGIN;
    for (const col of cols) {
      text(col.title, x + 3, top + 5, {
        font: 'bold',
        size: 7.5,
        width: col.width - 6,
        align: col.align,
      });
      x += col.width;
    }
    return top + 18;
  };
  y = drawHeader(y);
  facts.lines.forEach((line, index) => {
    pdf.font('regular').fontSize(8.5);
    const height =
      Math.max(
        ...cols.map((c) => pdf.heightOfString(c.cell(line, index), { width: c.width - 6 })),
      ) + 8;
    if (y + height > BOTTOM - 40) {
      pdf.addPage();
      y = drawHeader(MARGIN);
    }
    let x = MARGIN;
    for (const col of cols) {
      text(col.cell(line, index), x + 3, y + 4, {
        size: 8.5,
        width: col.width - 6,
        align: col.align,
      });
      x += col.width;
    }
    y += height;
    rule(y);
  });

  // Totals, in figures and in words.
  const { totals } = facts;
  const totalRows: [string, number][] = [
    ['Taxable value', totals.taxablePaise],
    ...(facts.intraState
      ? ([
          ['CGST', totals.cgstPaise],
          ['SGST', totals.sgstPaise],
        ] as [string, number][])
      : ([['IGST', totals.igstPaise]] as [string, number][])),
  ];
  if (y + 190 > BOTTOM) {
    pdf.addPage();
    y = MARGIN;
  }
  y += 8;
  const labelX = MARGIN + WIDTH - 230;
  for (const [label, value] of totalRows) {
    text(label, labelX, y, { width: 130, color: MUTED });
    y = text(amount(value), labelX + 130, y, { width: 100, align: 'right' }) + 2;
  }
  pdf
    .moveTo(labelX, y + 1)
    .lineTo(MARGIN + WIDTH, y + 1)
    .lineWidth(0.7)
    .strokeColor(INK)
    .stroke();
  y += 5;
  text(credit ? 'Total credited' : 'Total (incl. GST)', labelX, y, {
    font: 'bold',
    size: 10.5,
    width: 130,
  });
  y = text(rupeeAmount(totals.inclusivePaise), labelX + 110, y, {
    font: 'bold',
    size: 10.5,
    width: 120,
    align: 'right',
  });
  y += 10;
  y = text('Amount in words', MARGIN, y, { size: 8, color: MUTED });
  y = text(rupeesInWords(totals.inclusivePaise), MARGIN, y + 1, { font: 'bold', width: WIDTH }) + 8;
  y = text('Tax is payable on reverse charge: No', MARGIN, y, { width: WIDTH });
  y = text(
    'Prices include GST: the taxable value of each line is worked back from its price.',
    MARGIN,
    y + 2,
    { width: WIDTH, size: 8, color: MUTED },
  );
  if (facts.discount && !credit) {
    const coupon = facts.discount.couponCode ? ` (coupon ${facts.discount.couponCode})` : '';
    y = text(
      `A discount of ${rupeeAmount(facts.discount.totalPaise)}${coupon} is taken off the lines' values before tax.`,
      MARGIN,
      y + 2,
      { width: WIDTH, size: 8, color: MUTED },
    );
  }

  // Signature.
  y += 24;
  const signX = MARGIN + WIDTH - 200;
  text(`For ${facts.seller.legalName}`, signX, y, { width: 200, align: 'right' });
  pdf
    .moveTo(signX + 40, y + 46)
    .lineTo(MARGIN + WIDTH, y + 46)
    .lineWidth(0.7)
    .strokeColor(INK)
    .stroke();
  text('Authorised signatory', signX, y + 50, {
    width: 200,
    align: 'right',
    size: 8.5,
    color: MUTED,
  });

  pdf.end();
  return done;
}
