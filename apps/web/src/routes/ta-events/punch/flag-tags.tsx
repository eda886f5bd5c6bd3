import type { PunchFlag } from '@ponteiro/shared';
import { Tag } from 'antd';
import { usePunchTranslation } from './texts';

const FLAG_COLORS: Record<PunchFlag, string> = {
  outside_geofence: 'orange',
  location_unavailable: 'gold',
  offline: 'blue',
};

/** A punch's flags as tags ("Fora da cerca virtual"…), each explained in its tooltip. */
export function FlagTags({ flags }: { flags: readonly PunchFlag[] }) {
  const { t } = usePunchTranslation();
  return (
    <>
      {flags.map((flag) => (
        <Tag key={flag} color={FLAG_COLORS[flag]} title={t(`flagHelp.${flag}`)}>
          {t(`flags.${flag}`)}
        </Tag>
      ))}
    </>
  );
}
