import type { LegalFileKind } from '@ponteiro/shared';
import { AejExportCard } from './aej-export/aej-export-card';
import { AfdExportCard } from './afd-export/afd-export-card';
import { LegalFileCheck } from './legal-file-check';
import { useReportsTranslation } from './texts';

/**
 * `/reports/afd` and `/reports/aej`: the validator HR uses on files from any REP; each page also
 * generates the company's own file, AFD or AEJ (above the validator, which can check it).
 */
function LegalFilePage({ kind }: { kind: LegalFileKind }) {
  const { t } = useReportsTranslation();
  return (
    <section className="page-card page-card--wide" data-testid={`reports-${kind}`}>
      <h1 className="page-title">{t(`legalFiles.${kind}Title`)}</h1>
      <p className="page-subtitle">{t(`legalFiles.${kind}Subtitle`)}</p>
      {kind === 'afd' ? <AfdExportCard /> : <AejExportCard />}
      <LegalFileCheck kind={kind} />
    </section>
  );
}

export const AfdPage = () => <LegalFilePage kind="afd" />;
export const AejPage = () => <LegalFilePage kind="aej" />;
