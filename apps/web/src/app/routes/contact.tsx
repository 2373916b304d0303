import { SITE_IMAGES } from '@sheesham/shared';
import { PageHero } from '@/components/content/page-hero';
import { PageImage } from '@/components/page-image';
import { ContactFaqSection } from '@/features/contact/components/contact-faq-section';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactInfoCards } from '@/features/contact/components/contact-info-cards';

const showroom = SITE_IMAGES.contactShowroom;

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Contact Us"
        title="Let’s Talk About Your Home"
        description="Questions about a piece, a custom order or a delivery? Write to us, call, or visit our showroom."
      />
      <section aria-labelledby="reach-title" className="py-20 sm:py-24">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[5fr_7fr] lg:gap-14">
          <div className="space-y-8">
            <div>
              <h2 id="reach-title" className="text-3xl font-semibold text-primary">
                Reach Us
              </h2>
              <p className="mt-3 leading-relaxed text-muted-foreground">
                Our team is happy to help with product questions, custom designs and delivery.
              </p>
            </div>
            <ContactInfoCards />
          </div>
          <div className="rounded-3xl border bg-card p-6 shadow-xl shadow-primary/5 sm:p-10">
            <h2 id="contact-form-title" className="text-3xl font-semibold text-primary">
              Send Us a Message
            </h2>
            <p className="mt-3 mb-8 text-muted-foreground">
              Fill in the form and we will get back to you within 24 hours.
            </p>
            <ContactForm />
          </div>
        </div>
      </section>
      <ContactFaqSection
        aside={
          <PageImage
            image={showroom}
            sizes="(min-width: 1024px) 500px, 100vw"
            className="aspect-[16/10] w-full rounded-2xl bg-muted object-cover shadow-md"
          />
        }
      />
    </>
  );
}
