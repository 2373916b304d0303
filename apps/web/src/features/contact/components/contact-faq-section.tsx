import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { SectionHeading } from '@/features/content/components/section-heading';
import { CONTACT_FAQ } from '../contact-faq';

export function ContactFaqSection() {
  return (
    <section aria-labelledby="faq-title" className="bg-muted/60 py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-6">
        <SectionHeading id="faq-title" eyebrow="Good to Know" title="Frequently Asked Questions" />
        <Accordion
          type="single"
          collapsible
          className="mt-12 rounded-2xl border bg-card px-6 shadow-sm sm:px-8"
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
