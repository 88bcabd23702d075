import type { Locale } from './locales.ts';

/**
 * One voice per language (issue 26 §5, decision 0080): the product's terms, the variants a
 * translator must not use, and the names that keep their capitals. The human reading of this is
 * docs/glossary/<lng>.md; scripts/locale-voice.test.ts holds every locale file to it.
 */

/** A word or phrase the locale files must not use, with the form to use instead. */
export interface RejectedVariant {
  /** Matched against each text with inline tags and `{{placeholders}}` removed. */
  pattern: RegExp;
  use: string;
  why: string;
  /**
   * Texts this rule does not read, by `namespace:key` (a `*` stands for one key segment), each
   * with its reason in `why`. Only the bracketed fields of such a text are read, when
   * `fieldsOnly` is set.
   */
  skip?: { keys: string; why: string; fieldsOnly?: boolean }[];
}

export interface LanguageGlossary {
  /** pt-BR and es write headings, labels and buttons in sentence case; en keeps its Title Case. */
  sentenceCase: boolean;
  /** The product's words, for people: what to write and what it names. */
  terms: { use: string; for: string; notThis?: string }[];
  rejected: RejectedVariant[];
  /**
   * Names that keep their capitals inside a sentence-case text: brands, products, places,
   * technologies, documents of law. Words with two capitals or a digit (IA, LGPD, OpenAI, A2A)
   * need no entry: they are acronyms or brand spellings by their shape.
   */
  properNames: string[];
}

/**
 * Texts the specification fixes word for word (spec 01 §2, §8; spec 02 §2, §3, §8), as they
 * stand in the pt-BR locale files. They keep the spec's capitals and words even where the
 * glossary would write otherwise ("Testar Email", "ROI Primeiro Ano"); the voice test skips them
 * and checks they are still there, so a reword is caught as the regression it is. Decision 0065
 * explains why they are translated in en and es; there the glossary applies in full.
 */
export const specFixedTexts: readonly { text: string; spec: string }[] = [
  { text: 'Entraremos em contato em breve.', spec: '01 §1' },
  { text: '404 Page Not Found', spec: '01 §2 route table' },
  { text: 'Acesso Negado', spec: '01 §2 protected routes' },
  {
    text: 'Você não tem permissão para acessar esta página. Esta área é restrita apenas para administradores.',
    spec: '01 §2 protected routes',
  },
  { text: 'Voltar ao Início', spec: '01 §2 protected routes' },
  { text: 'Painel Administrativo', spec: '01 §2 admin panel' },
  { text: 'Gerencie e visualize todas as submissões de contato', spec: '01 §2 admin panel' },
  { text: 'Atualizar', spec: '01 §2 admin panel' },
  { text: 'Atualizando...', spec: '01 §2 admin panel' },
  { text: 'Testar Email', spec: '01 §2 admin panel' },
  { text: 'Enviando...', spec: '01 §2 admin panel' },
  { text: 'Total de Contatos', spec: '01 §2 admin panel' },
  { text: 'Contatos Hoje', spec: '01 §2 admin panel' },
  { text: 'Empresas Únicas', spec: '01 §2 admin panel' },
  { text: 'Contatos Recebidos ({{number}})', spec: '01 §2 admin panel' },
  { text: 'Nenhum contato recebido ainda', spec: '01 §2 admin panel' },
  { text: 'Erro ao carregar contatos', spec: '01 §2, §8' },
  { text: 'Tentar Novamente', spec: '01 §2, §8' },
  { text: 'Erro no login', spec: '01 §8' },
  { text: 'Erro no cadastro', spec: '01 §8' },
  { text: 'Erro no logout', spec: '01 §8' },
  { text: 'Login realizado com sucesso', spec: '01 §8' },
  { text: 'Bem-vindo de volta, {{name}}', spec: '01 §8' },
  { text: 'Conta criada com sucesso', spec: '01 §8' },
  { text: 'Bem-vindo, {{name}}', spec: '01 §8' },
  { text: 'Logout realizado', spec: '01 §8' },
  { text: 'Você foi desconectado com sucesso', spec: '01 §8' },
  { text: 'Erro ao enviar email', spec: '01 §8' },
  { text: 'Email de teste enviado!', spec: '01 §8' },
  { text: 'Verifique sua caixa de entrada.', spec: '01 §8' },
  { text: 'Copiado', spec: '02 §2 template library' },
  { text: 'Ver Resultados', spec: '02 §2 assessment' },
  { text: 'Etapa {{step}} de 2', spec: '02 §2 finder' },
  { text: 'Continuar Análise', spec: '02 §2 finder' },
  { text: 'Voltar', spec: '02 §2 finder' },
  { text: 'Ver Recomendações', spec: '02 §2 finder' },
  { text: 'Baixar Relatório Completo', spec: '02 §2 finder' },
  { text: 'Agendar Implementação', spec: '02 §2 finder' },
  { text: 'Processos Priorizados por Impacto', spec: '02 §2 finder' },
  { text: 'Calculadora de ROI', spec: '02 §2 ROI calculator' },
  { text: 'Calcular ROI', spec: '02 §2 ROI calculator' },
  { text: 'Análise de ROI', spec: '02 §2 ROI calculator' },
  { text: 'ROI Primeiro Ano', spec: '02 §2 ROI calculator KPIs' },
  { text: 'Meses Payback', spec: '02 §2 ROI calculator KPIs' },
  // The singular of the spec's label, for a one-month payback (issue 14).
  { text: 'Mês Payback', spec: '02 §2 ROI calculator KPIs' },
  { text: 'Economia Anual', spec: '02 §2 ROI calculator KPIs' },
  { text: 'Horas/Mês Economizadas', spec: '02 §2 ROI calculator KPIs' },
  { text: 'Investimento', spec: '02 §2 ROI calculator' },
  { text: 'Retornos', spec: '02 §2 ROI calculator' },
  { text: 'Baixar Análise Completa', spec: '02 §2 ROI calculator' },
  { text: 'Implementar Agora', spec: '02 §2 ROI calculator' },
  { text: 'Solicitar Consultoria', spec: '02 §2 technology pages' },
  { text: 'Ver Outras Tecnologias', spec: '02 §2 technology pages' },
  { text: 'Chatbot Inteligente', spec: '02 §3 AI solution catalogue' },
  { text: 'Automação de Processos', spec: '02 §3 AI solution catalogue' },
  { text: 'Analytics Preditivo', spec: '02 §3 AI solution catalogue' },
  { text: 'Processamento de Documentos', spec: '02 §3 AI solution catalogue' },
  { text: 'Baixa (6+ meses)', spec: '02 §3 ROI form inputs' },
  { text: 'Média (3-6 meses)', spec: '02 §3 ROI form inputs' },
  { text: 'Alta (1-3 meses)', spec: '02 §3 ROI form inputs' },
  { text: 'Urgente (imediato)', spec: '02 §3 ROI form inputs' },
  { text: 'Baixa', spec: '02 §3 process complexity' },
  { text: 'Média', spec: '02 §3 process complexity' },
  { text: 'Alta', spec: '02 §3 process complexity' },
  { text: 'Alto', spec: '02 §3 process impact' },
  { text: 'Médio', spec: '02 §3 process impact' },
  { text: 'Baixo', spec: '02 §3 process impact' },
  { text: 'Erro ao copiar', spec: '02 §8' },
  { text: 'Não foi possível copiar o template.', spec: '02 §8' },
  { text: 'Template copiado!', spec: '02 §8' },
  { text: 'O template foi copiado para sua área de transferência.', spec: '02 §8' },
  { text: 'Download iniciado', spec: '02 §8' },
  { text: 'Relatório baixado', spec: '02 §8' },
  { text: 'Seu relatório de automação foi baixado com sucesso.', spec: '02 §8' },
  { text: 'Sua análise de ROI foi baixada com sucesso.', spec: '02 §8' },
];

/** Words written as one space-separated string, to keep long lists short. */
function words(list: string): string[] {
  return list.split(' ');
}

/**
 * A case-sensitive whole-word pattern for lower-case words, each also matched with a capital first
 * letter (the start of a sentence). `\b` knows no accented letters, so letters are looked around.
 */
function wordsPattern(forms: readonly string[]): RegExp {
  const alternatives = forms.map((w) => `[${w[0]?.toUpperCase()}${w[0]}]${w.slice(1)}`);
  return new RegExp(`(?<!\\p{L})(${alternatives.join('|')})(?!\\p{L})`, 'u');
}

/**
 * tú imperatives where they can only be imperatives: with a capital at the start of the text or
 * of a sentence, or in lower case right after the "[" of a template field ("[pega aquí…]").
 */
function imperativesPattern(verbs: readonly string[]): RegExp {
  const capitalised = verbs.map((v) => `${v[0]?.toUpperCase()}${v.slice(1)}`);
  return new RegExp(
    `(?:(?:^|[.!?¿¡]\\s*|\\n)(?:${capitalised.join('|')})|\\[(?:${verbs.join('|')}))(?!\\p{L})`,
    'u',
  );
}

/** Brands, products, places and technologies, the same in every language. */
const sharedProperNames = [
  'Nexus IA',
  'Nexus Cripto',
  'Nexus Prompt Studio',
  'Nexus Flow',
  'Google',
  'Google Analytics',
  'Google Ads',
  'Google Cloud',
  'Google Business Profile',
  'Linux Foundation',
  'WhatsApp Business',
  'TensorFlow Serving',
  'TensorFlow Lite',
  'Agent Card',
  'Black Friday',
  'Reclame Aqui',
  'Mercado Livre',
  'Mercado Libre',
  'Instagram',
  'Facebook',
  'TikTok',
  'Reels',
  'LinkedIn',
  'Meta',
  'Twitter',
  'Pix',
  'Python',
  'JavaScript',
  'Java',
  'Community Edition',
  'Keras',
  'Llama',
  'Mistral',
  'Anthropic',
  'Ollama',
  'Agno',
  'Shopee',
  'Amazon',
  'Microsoft',
  'Azure',
  'Slack',
  'Gmail',
  'Excel',
  'Docker',
  'Kubernetes',
  'Android',
  'Brasil',
  'Brasília',
  'Brasilia',
  'Brazil',
  'São Paulo',
  'Maria Silva',
  'María García',
];

export const glossary: Record<Locale, LanguageGlossary> = {
  'pt-BR': {
    sentenceCase: true,
    terms: [
      {
        use: 'painel (painel do cliente)',
        for: 'the signed-in client area at /dashboard',
        notThis: 'Dashboard',
      },
      {
        use: 'templates de prompts (um template)',
        for: 'the prompt library; the spec says "Template copiado!"',
        notThis: 'modelos de prompt',
      },
      { use: 'e-mail', for: 'electronic mail and its address', notThis: 'email, Email' },
      {
        use: 'Avaliação de maturidade em IA, Identificador de automações, Calculadora de ROI',
        for: 'the tools, in sentence case',
      },
      { use: 'você', for: 'the reader, everywhere' },
    ],
    rejected: [
      {
        pattern: /\bdashboard\b/i,
        use: 'painel',
        why: 'the client area is "o painel" in Portuguese; "Dashboard" is the English word',
      },
      {
        pattern: /\bmodelos? de prompts?\b/i,
        use: 'templates de prompts',
        why: 'the product calls them templates (spec 02 §8: "Template copiado!")',
      },
      {
        pattern: /(?<![\p{L}-])e?mails?\b/iu,
        use: 'e-mail',
        why: 'Portuguese writes "e-mail" (VOLP); the spec\'s admin texts with "Email" are exceptions',
      },
      {
        pattern: /\b(utilizador|utilizadores|ecrã|telemóvel|registo)\b/i,
        use: 'usuário, tela, celular, cadastro',
        why: 'European Portuguese, not Brazilian',
      },
    ],
    properNames: [
      ...sharedProperNames,
      // The legal documents by name, and as the defined terms of their own text ("estes Termos").
      'Termos de Uso',
      'Política de Privacidade',
      'Termos',
      'Política',
      'Lei Geral de Proteção de Dados',
      'Código de Defesa do Consumidor',
    ],
  },
  en: {
    sentenceCase: false,
    terms: [
      { use: 'dashboard', for: 'the signed-in client area' },
      { use: 'prompt templates', for: 'the prompt library' },
      { use: 'email', for: 'electronic mail and its address', notThis: 'e-mail' },
      {
        use: 'US spelling',
        for: 'the flag beside English is the US one (spec 01 §3: en, English US)',
      },
    ],
    rejected: [
      {
        pattern: /(?<![\p{L}-])e-mails?\b/iu,
        use: 'email',
        why: 'US English writes "email" (AP, Chicago)',
      },
      {
        pattern:
          /\b\w*(organis|optimis|prioritis|personalis|recognis|customis|anonymis|pseudonymis|authoris|summaris|utilis|minimis|maximis|standardis|specialis|visualis|categoris|finalis|centralis|digitalis|apologis|realis|memoris|modernis|monetis|normalis|synchronis|stabilis|criticis|characteris)(e|es|ed|ing|ation|ations)\b/i,
        use: '-ize, -ization',
        why: 'US spelling',
      },
      {
        pattern: /\banalys(e|ed|es|ing)\b/i,
        use: 'analyze',
        why: 'US spelling ("analysis" is the same in both)',
      },
      {
        pattern:
          /\b(colour|behaviour|favour|honour|labour|neighbour|humour|flavour|rumour|harbour|endeavour|savour|vapour)\w*/i,
        use: '-or',
        why: 'US spelling',
      },
      {
        pattern: /\b(centre|centres|centred|metre|metres|litre|litres|fibre|theatre|calibre)\b/i,
        use: '-er',
        why: 'US spelling',
      },
      {
        pattern: /\b(licence|licences|defence|offence|practise|practised)\b/i,
        use: 'license, defense, offense, practice',
        why: 'US spelling',
      },
      {
        pattern: /\b(catalogue|catalogues|dialogue box|programme|programmes|cheque|cheques)\b/i,
        use: 'catalog, program, check',
        why: 'US spelling',
      },
      {
        pattern:
          /\b(cancelled|cancelling|labelled|labelling|modelled|modelling|travelled|travelling|levelled|fuelled|signalled)\b/i,
        use: 'canceled, labeled, modeled, traveled',
        why: 'US spelling doubles no l',
      },
      {
        pattern: /\b(whilst|amongst|enrol|enrolment|fulfil|fulfilment|judgement|ageing|grey)\b/i,
        use: 'while, among, enroll, fulfill, judgment, aging, gray',
        why: 'US spelling',
      },
    ],
    properNames: sharedProperNames,
  },
  es: {
    sentenceCase: true,
    terms: [
      {
        use: 'panel (panel del cliente)',
        for: 'the signed-in client area at /dashboard',
        notThis: 'Dashboard',
      },
      { use: 'plantillas de prompts', for: 'the prompt library' },
      {
        use: 'correo electrónico, correo',
        for: 'electronic mail and its address',
        notThis: 'email, e-mail',
      },
      { use: 'usted (su, le, revise, escriba)', for: 'the reader, everywhere', notThis: 'tú' },
    ],
    rejected: [
      {
        pattern: /\bdashboard\b/i,
        use: 'panel',
        why: 'the client area is "el panel" in Spanish',
      },
      {
        pattern: /(?<![\p{L}-])e-?mails?\b/iu,
        use: 'correo electrónico',
        why: 'the RAE recommends "correo electrónico"; the site uses it everywhere else',
      },
      {
        // tú pronouns and possessives, and verb forms that can only be tú. Case matters: "TI"
        // (tecnologías de la información) is not "ti".
        pattern: wordsPattern(
          words(
            'tú tu tus te ti contigo tuyo tuya tuyos tuyas eres estás puedes quieres tienes necesitas ' +
              'debes sabes haces vas has hayas puedas quieras tengas estés sigues prefieres prefieras ' +
              'buscas usas escribes encuentras pierdes reconozcas deseas podrás recibirás verás tendrás ' +
              'olvidaste enviaste recibiste hiciste creaste pediste elegiste usaste escribiste ' +
              'regístrate inténtalo cuéntanos contáctanos escríbenos llámanos guárdalos guárdalas ' +
              'pruébalo únete suscríbete descárgalo compártelo elígela escanéalo asegúrate conéctate ' +
              'ponte hazlo dinos',
          ),
        ),
        use: 'usted: su, le, puede, quiere, tiene, inténtelo, cuéntenos',
        why: 'the site speaks to a business client as usted',
        skip: [
          {
            keys: 'templates:items.*.prompt',
            fieldsOnly: true,
            why: 'a prompt is what the client says to an AI model, which is addressed as tú ("Eres…", "Escribe…"); only its [fields] speak to the client',
          },
        ],
      },
      {
        // tú imperatives that open a sentence or a [field]; inside a sentence the same form is the
        // third person ("el agente revisa"). Nouns of the same spelling are left out ("Descarga
        // iniciada", "Cuenta eliminada").
        pattern: imperativesPattern(
          words(
            'accede agenda abre activa añade agrega busca cambia cierra clasifica comparte completa confirma ' +
              'conoce contacta copia crea define describe elige elimina empieza envía escanea escoge ' +
              'escribe estima explora guarda habla haz indica ingresa inicia intenta introduce lee ' +
              'lleva mira pega pide prueba regresa rellena repite responde revisa selecciona sigue ' +
              'solicita transforma usa utiliza ve verifica vuelve',
          ),
        ),
        use: 'usted imperative: revise, escriba, elija, descargue',
        why: 'the site speaks to a business client as usted',
        skip: [
          {
            keys: 'templates:items.*.prompt',
            fieldsOnly: true,
            why: 'a prompt is what the client says to an AI model, which is addressed as tú; only its [fields] speak to the client',
          },
          ...[
            'templates:items.*.description',
            'dashboard:automation.processes.*.description',
            'technology-pages:items.*.useCases.*.description',
            'technology-pages:items.*.intro',
          ].map((keys) => ({
            keys,
            why: 'says what a template, process or technology does: "Envía recordatorios" is the third person (it sends)',
          })),
        ],
      },
    ],
    properNames: [...sharedProperNames, 'Términos', 'Política'],
  },
};
