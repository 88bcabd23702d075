import 'i18next';
import type about from '#locales/pt-BR/about.json';
import type account from '#locales/pt-BR/account.json';
import type admin from '#locales/pt-BR/admin.json';
import type auth from '#locales/pt-BR/auth.json';
import type content from '#locales/pt-BR/content.json';
import type common from '#locales/pt-BR/common.json';
import type dashboard from '#locales/pt-BR/dashboard.json';
import type design from '#locales/pt-BR/design.json';
import type faq from '#locales/pt-BR/faq.json';
import type home from '#locales/pt-BR/home.json';
import type navigation from '#locales/pt-BR/navigation.json';
import type privacy from '#locales/pt-BR/privacy.json';
import type products from '#locales/pt-BR/products.json';
import type services from '#locales/pt-BR/services.json';
import type technologies from '#locales/pt-BR/technologies.json';
import type technologyPages from '#locales/pt-BR/technology-pages.json';
import type templates from '#locales/pt-BR/templates.json';
import type terms from '#locales/pt-BR/terms.json';

/**
 * Translation keys are type-checked against the Portuguese files (the source language): a key
 * that does not exist fails `npm run typecheck`. Parity of en/es is checked by a test.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      navigation: typeof navigation;
      home: typeof home;
      auth: typeof auth;
      products: typeof products;
      services: typeof services;
      technologies: typeof technologies;
      'technology-pages': typeof technologyPages;
      about: typeof about;
      dashboard: typeof dashboard;
      admin: typeof admin;
      faq: typeof faq;
      terms: typeof terms;
      privacy: typeof privacy;
      account: typeof account;
      design: typeof design;
      templates: typeof templates;
      content: typeof content;
    };
  }
}
