import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/content/section-heading';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { CONTACT_FAQ } from '../contact-faq';

/** The four FAQ items as an accordion, with optional content beside the heading on wide screens. */
export function ContactFaqSection({ aside }: { aside?: ReactNode }) {
  return (
    <section aria-labelledby="faq-title" className="bg-muted/60 py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[5fr_7fr] lg:gap-14">
        <div className="space-y-8">
          <SectionHeading
            id="faq-title"
            eyebrow="Good to Know"
            title="Frequently Asked Questions"
            align="left"
          />
          {aside}
        </div>
        <Accordion
          type="single"
          collapsible
          className="self-start rounded-2xl border bg-card px-6 shadow-sm sm:px-8"
        >
          {CONTACT_FAQ.map((item) => (
            <AccordionItem key={item.question} value={item.question}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
