import { AppstoreOutlined } from '@ant-design/icons';
import {
  DEVICE_CODE_PREFIXES,
  endpoints,
  type Product,
  type ProductBody,
  productBodySchema,
  UPLOAD_RULES,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { queryKeyOf } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { ImageUpload } from '../../../components/image-upload';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { callAdmin } from '../../../session/admin-api';
import { RecordHistoryPanel } from '../record-history';
import { useAdminCatalogueTranslation } from './texts';

/** The products list's key (its prefix): invalidated after a save. */
export const PRODUCTS_QUERY_KEY = queryKeyOf(endpoints.admin.products.list);

const FIELDS = ['name', 'code_prefix', 'description', 'is_active'];
/** The select's value for "no prefix" (antd options need a value). */
const NO_PREFIX = '';

export interface ProductValues {
  name: string;
  code_prefix: string;
  description?: string;
  is_active: boolean;
}

/**
 * The photo change of the form: `undefined` keeps the product's photo, `null` removes it, an id
 * is a photo uploaded (products/photo/) for this save.
 */
export type PhotoChange = string | null | undefined;

/** The form's values as the contract's body. */
export function productBodyOf(values: ProductValues, photo?: PhotoChange): ProductBody {
  return {
    name: values.name?.trim() ?? '',
    code_prefix: (values.code_prefix || null) as ProductBody['code_prefix'],
    description: values.description?.trim() || null,
    is_active: values.is_active,
    ...(photo === undefined ? {} : { photo_id: photo }),
  };
}

function initialValues(product: Product | null): ProductValues {
  return {
    name: product?.name ?? '',
    code_prefix: product?.code_prefix ?? NO_PREFIX,
    description: product?.description ?? '',
    is_active: product?.is_active ?? true,
  };
}

/**
 * Create (no `product`) or edit a product. The photo is sent as soon as it is chosen (the API
 * checks its bytes and answers a `photo_id`) and saved with the product; removing it asks first.
 */
export function ProductDialog({
  product,
  onClose,
}: {
  product: Product | null;
  onClose: () => void;
}) {
  const { t } = useAdminCatalogueTranslation();
  const [form] = Form.useForm<ProductValues>();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const [photo, setPhoto] = useState<PhotoChange>(undefined);
  // What the preview shows: the chosen file, or the product's signed URL.
  const [preview, setPreview] = useState<string | null>(product?.photo_url ?? null);
  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const save = useMutation({
    mutationFn: (values: ProductValues) =>
      product
        ? callAdmin(
            endpoints.admin.products.update,
            { params: { id: product.id }, body: productBodyOf(values, photo) },
            { silent: true },
          )
        : callAdmin(
            endpoints.admin.products.create,
            { body: productBodyOf(values, photo ?? undefined) },
            { silent: true },
          ),
    onSuccess: async (saved) => {
      toast.success(product ? t('products.saved') : t('products.created', { name: saved.name }));
      await queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
      onClose();
    },
    onError: (caught) => setError(applyServerErrors(form, caught, FIELDS)),
  });

  const upload = async (file: File) => {
    const staged = await callAdmin(
      endpoints.admin.products.uploadPhoto,
      { file },
      { silent: true },
    );
    setPhoto(staged.photo_id);
    setPreview(URL.createObjectURL(file));
  };
  const remove = async () => {
    setPhoto(null);
    setPreview(null);
  };

  const rules = schemaRules(productBodySchema, (values: ProductValues) => productBodyOf(values));

  return (
    <Modal
      open
      title={product ? t('products.editTitle', { name: product.name }) : t('products.createTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <FormAlert message={error} />
      <Form<ProductValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        name="admin-product"
        initialValues={initialValues(product)}
        onFinish={(values) => {
          setError(undefined);
          save.mutate(values);
        }}
      >
        <Form.Item name="name" label={t('products.fields.name')} rules={rules('name')}>
          <Input autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item
          name="code_prefix"
          label={t('products.fields.prefix')}
          extra={t('products.fields.prefixHelp')}
          rules={rules('code_prefix')}
        >
          <Select
            options={[
              { value: NO_PREFIX, label: t('products.fields.prefixNone') },
              ...DEVICE_CODE_PREFIXES.map((value) => ({ value, label: value })),
            ]}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('products.fields.description')}
          rules={rules('description')}
        >
          <Input.TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item label={t('products.fields.photo')}>
          <ImageUpload
            imageUrl={preview}
            maxBytes={UPLOAD_RULES.image.maxBytes}
            upload={upload}
            remove={remove}
            shape="square"
            placeholder={<AppstoreOutlined />}
            label={t('products.fields.photo')}
            testId="product-photo"
          />
        </Form.Item>
        <Form.Item name="is_active" valuePropName="checked">
          <Checkbox>{t('products.fields.active')}</Checkbox>
        </Form.Item>
      </Form>
      {product ? <RecordHistoryPanel entity="product" entityId={product.id} /> : null}
    </Modal>
  );
}
