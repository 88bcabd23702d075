import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../features/auth/auth-provider.tsx';
import { DashboardPageStub } from '../features/marketing/dashboard-stub.tsx';

const tools = ['templates', 'assessment', 'automation', 'calculator'] as const;

export default function Dashboard() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const firstName = user?.fullName.trim().split(/\s+/)[0] ?? '';
  return (
    <>
      <DashboardPageStub />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <p className="mt-2 text-lg text-gray-700 dark:text-gray-300">
          {t('greeting', { name: firstName })}
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tools.map((tool) => (
            <li key={tool}>
              <Link
                to={`/dashboard/${tool}`}
                className="block h-full rounded-xl border border-gray-200 p-5 hover:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-gray-700"
              >
                <span className="font-semibold text-gray-900 dark:text-white">
                  {t(`tools.${tool}.title`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
