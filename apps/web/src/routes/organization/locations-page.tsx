import { endpoints, LOCATION_RADIUS, type Location, locationBodySchema } from '@ponteiro/shared';
import { Col, Form, type FormInstance, Input, InputNumber, Row, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { CrudScreen } from '../../components/resource/crud-screen';
import type { SchemaRules } from '../../forms/schema-rules';
import { useOrganizationTranslation } from './texts';
import { useSectionTexts } from './use-texts';

interface Values {
  name: string;
  latitude: number | null;
  longitude: number | null;
  /** Empty on a new workplace: the company's default radius. */
  radius_meters: number | null;
  city: string;
}

// Leaflet is loaded only when a location form opens.
const GeofenceMap = lazy(() => import('./geofence-map'));

/** The map bound to the form's latitude, longitude and radius. */
function FormMap({ form, label }: { form: FormInstance<Values>; label: string }) {
  const latitude = Form.useWatch('latitude', form);
  const longitude = Form.useWatch('longitude', form);
  const radius = Form.useWatch('radius_meters', form);
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  return (
    <Suspense fallback={<Spin />}>
      <GeofenceMap
        label={label}
        point={{ latitude, longitude }}
        radius={typeof radius === 'number' ? radius : LOCATION_RADIUS.default}
        onPick={(point) => form.setFieldsValue(point)}
      />
    </Suspense>
  );
}

/** A new location starts in São Paulo; the user types or pastes the real coordinates. */
const DEFAULT_POINT = { latitude: -23.5505, longitude: -46.6333 };

/** `/organization/location`: workplaces with a geofence (centre and radius). */
export function LocationsPage() {
  const { t } = useOrganizationTranslation();
  const section = useSectionTexts('locations');
  const coordinate = (field: 'latitude' | 'longitude', rules: SchemaRules) => (
    <Form.Item name={field} label={t(`locations.${field}`)} rules={rules(field)}>
      <InputNumber style={{ width: '100%' }} step={0.0001} />
    </Form.Item>
  );
  return (
    <CrudScreen<Location, Values>
      {...section}
      testId="locations"
      operations={endpoints.organization.locations}
      permission="organization.location"
      sortable={['name', 'created_at']}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('name') },
        {
          key: 'coordinates',
          title: `${t('locations.latitude')}, ${t('locations.longitude')}`,
          render: (_: unknown, item: Location) =>
            `${item.latitude.toFixed(5)}, ${item.longitude.toFixed(5)}`,
        },
        {
          key: 'radius_meters',
          dataIndex: 'radius_meters',
          title: t('locations.radius'),
        },
        { key: 'employee_count', dataIndex: 'employee_count', title: t('employees') },
      ]}
      fieldNames={['name', 'latitude', 'longitude', 'radius_meters', 'address']}
      valuesOf={(item) => ({
        name: item?.name ?? '',
        latitude: item?.latitude ?? DEFAULT_POINT.latitude,
        longitude: item?.longitude ?? DEFAULT_POINT.longitude,
        radius_meters: item?.radius_meters ?? null,
        city: item?.address.city ?? '',
      })}
      bodyOf={(values) => ({
        name: values.name.trim(),
        latitude: values.latitude,
        longitude: values.longitude,
        radius_meters: values.radius_meters ?? undefined,
        address: values.city.trim() ? { city: values.city.trim() } : {},
      })}
      schema={locationBodySchema}
      fields={(form, editing, rules) => (
        <>
          <Form.Item name="name" label={t('name')} rules={rules('name')}>
            <Input autoFocus />
          </Form.Item>
          <Form.Item
            name="city"
            label={t('subsidiaries.city')}
            rules={rules('city', ['address', 'city'])}
          >
            <Input />
          </Form.Item>
          <Row gutter={12}>
            <Col span={12}>{coordinate('latitude', rules)}</Col>
            <Col span={12}>{coordinate('longitude', rules)}</Col>
          </Row>
          <Form.Item
            name="radius_meters"
            label={t('locations.radius')}
            extra={t(editing ? 'locations.radiusHelp' : 'locations.radiusDefault')}
            rules={rules('radius_meters')}
          >
            <InputNumber min={LOCATION_RADIUS.min} max={LOCATION_RADIUS.max} step={10} />
          </Form.Item>
          <FormMap form={form} label={t('locations.map')} />
        </>
      )}
    />
  );
}
