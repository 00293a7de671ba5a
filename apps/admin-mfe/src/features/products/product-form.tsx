import { useId, useRef, useState, type FormEvent } from 'react';
import { adminProductInputSchema, type AdminProductDetail, type AdminProductInput } from '@harman/contracts';
import { useLanguage, useTranslation } from '@harman/i18n';
import { Button, CheckboxField, SelectField, TextAreaField, TextField } from '@harman/ui';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { issuesByPath, validationText } from '../../lib/form-errors';
import { inputToKurus, kurusToInput } from '../../lib/money';

interface VariantDraft {
  key: string;
  id?: string;
  name: string;
  nameEn: string;
  price: string;
}

export interface ProductDraft {
  name: string;
  nameEn: string;
  subtitle: string;
  subtitleEn: string;
  description: string;
  descriptionEn: string;
  categoryId: string;
  sku: string;
  price: string;
  comparePrice: string;
  tags: string;
  tagsEn: string;
  featured: boolean;
  bestseller: boolean;
  newProduct: boolean;
  onSale: boolean;
  isActive: boolean;
  variants: VariantDraft[];
}

let variantKey = 0;
const nextKey = () => `v${(variantKey += 1)}`;

export function draftOf(product: AdminProductDetail | null, language: string): ProductDraft {
  if (!product) {
    return {
      name: '', nameEn: '', subtitle: '', subtitleEn: '', description: '', descriptionEn: '', categoryId: '', sku: '', price: '',
      comparePrice: '', tags: '', tagsEn: '', featured: false, bestseller: false, newProduct: true, onSale: false, isActive: true, variants: [],
    };
  }
  return {
    name: product.name,
    nameEn: product.nameEn,
    subtitle: product.subtitle,
    subtitleEn: product.subtitleEn,
    description: product.description,
    descriptionEn: product.descriptionEn,
    categoryId: product.categoryId,
    sku: product.sku,
    price: kurusToInput(product.price, language),
    comparePrice: kurusToInput(product.comparePrice, language),
    tags: product.tags.join(', '),
    tagsEn: product.tagsEn.join(', '),
    featured: product.featured,
    bestseller: product.bestseller,
    newProduct: product.newProduct,
    onSale: product.onSale,
    isActive: product.isActive,
    variants: product.variants.map((v) => ({ key: nextKey(), id: v.id, name: v.name, nameEn: v.nameEn, price: kurusToInput(v.price, language) })),
  };
}

const splitTags = (text: string) => text.split(',').map((tag) => tag.trim()).filter(Boolean);

function toInput(draft: ProductDraft, keepSku: boolean): AdminProductInput {
  return {
    name: draft.name,
    nameEn: draft.nameEn,
    subtitle: draft.subtitle,
    subtitleEn: draft.subtitleEn,
    description: draft.description,
    descriptionEn: draft.descriptionEn,
    categoryId: draft.categoryId,
    ...(draft.sku.trim() && keepSku ? { sku: draft.sku.trim() } : {}),
    price: inputToKurus(draft.price) ?? Number.NaN,
    comparePrice: inputToKurus(draft.comparePrice),
    tags: splitTags(draft.tags),
    tagsEn: splitTags(draft.tagsEn),
    featured: draft.featured,
    bestseller: draft.bestseller,
    newProduct: draft.newProduct,
    onSale: draft.onSale,
    isActive: draft.isActive,
    variants: draft.variants.map((v) => ({ ...(v.id ? { id: v.id } : {}), name: v.name, nameEn: v.nameEn, price: inputToKurus(v.price) ?? Number.NaN })),
  };
}

interface Props {
  product: AdminProductDetail | null;
  categories: { id: string; name: string; nameEn: string }[];
  /** Field errors the api answered (keys as the schema's paths). */
  serverErrors: Record<string, string>;
  busy: boolean;
  submitLabel: string;
  onSubmit: (input: AdminProductInput) => void;
}

/**
 * The product editor's fields: Turkish and English texts, category, prices in lira, tags, flags and variants with
 * their own prices. Checked with the same schema the api uses; what was typed stays on a refusal.
 */
export function ProductForm({ product, categories, serverErrors, busy, submitLabel, onSubmit }: Props) {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const [draft, setDraft] = useState(() => draftOf(product, language));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const variantsId = useId();
  const shown = { ...errors, ...serverErrors };
  const error = (path: string) => validationText(t, shown[path]);
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const setVariant = (key: string, change: Partial<VariantDraft>) =>
    setDraft((current) => ({ ...current, variants: current.variants.map((v) => (v.key === key ? { ...v, ...change } : v)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(draft, Boolean(product) || draft.sku.trim() !== '');
    const parsed = adminProductInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error.issues));
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    onSubmit(input);
  };

  const text = (key: 'name' | 'nameEn' | 'subtitle' | 'subtitleEn', required = false) => (
    <TextField label={t(`product.${key}`)} value={draft[key]} required={required} error={error(key)} onChange={(e) => set(key, e.target.value)} maxLength={200} />
  );
  const area = (key: 'description' | 'descriptionEn') => (
    <TextAreaField label={t(`product.${key}`)} value={draft[key]} error={error(key)} onChange={(e) => set(key, e.target.value)} rows={4} className="admin-form__wide" />
  );
  const flag = (key: 'featured' | 'bestseller' | 'newProduct' | 'onSale' | 'isActive') => (
    <CheckboxField label={t(`product.${key}`)} checked={draft[key]} onChange={(e) => set(key, e.target.checked)} />
  );

  return (
    <form ref={form} className="admin-form" noValidate onSubmit={submit}>
      <fieldset>
        <legend>{t('product.texts')}</legend>
        {text('name', true)}
        {text('nameEn', true)}
        {text('subtitle')}
        {text('subtitleEn')}
        {area('description')}
        {area('descriptionEn')}
      </fieldset>
      <fieldset>
        <legend>{t('product.pricing')}</legend>
        <SelectField
          label={t('products.category')}
          placeholder={t('product.categoryPlaceholder')}
          options={categories.map((c) => ({ value: c.id, label: language === 'en' ? c.nameEn : c.name }))}
          value={draft.categoryId}
          required
          error={error('categoryId')}
          onChange={(e) => set('categoryId', e.target.value)}
        />
        <TextField label={t('product.price')} value={draft.price} inputMode="decimal" required error={error('price')} onChange={(e) => set('price', e.target.value)} />
        <TextField label={t('product.comparePrice')} value={draft.comparePrice} inputMode="decimal" error={error('comparePrice')} onChange={(e) => set('comparePrice', e.target.value)} />
        <TextField label={t('product.sku')} value={draft.sku} error={error('sku')} onChange={(e) => set('sku', e.target.value.toUpperCase())} maxLength={40} />
        <TextField label={t('product.tags')} value={draft.tags} error={error('tags')} onChange={(e) => set('tags', e.target.value)} />
        <TextField label={t('product.tagsEn')} value={draft.tagsEn} error={error('tagsEn')} onChange={(e) => set('tagsEn', e.target.value)} />
      </fieldset>
      <fieldset>
        <legend>{t('product.flags')}</legend>
        {flag('isActive')}
        {flag('featured')}
        {flag('bestseller')}
        {flag('newProduct')}
        {flag('onSale')}
      </fieldset>
      <fieldset aria-describedby={variantsId}>
        <legend>{t('product.variants')}</legend>
        <p id={variantsId} className="admin-form__wide admin-muted">{t('product.variantsHint')}</p>
        {error('variants') ? <p className="admin-alert admin-alert--error admin-form__wide" role="alert">{error('variants')}</p> : null}
        {draft.variants.map((variant, index) => (
          <div key={variant.key} className="admin-variant" role="group" aria-label={t('product.variantN', { n: index + 1 })}>
            <TextField label={t('product.variantName')} value={variant.name} required error={error(`variants.${index}.name`)} onChange={(e) => setVariant(variant.key, { name: e.target.value })} />
            <TextField label={t('product.variantNameEn')} value={variant.nameEn} required error={error(`variants.${index}.nameEn`)} onChange={(e) => setVariant(variant.key, { nameEn: e.target.value })} />
            <TextField label={t('product.variantPrice')} value={variant.price} inputMode="decimal" required error={error(`variants.${index}.price`)} onChange={(e) => setVariant(variant.key, { price: e.target.value })} />
            <Button type="button" variant="ghost" onClick={() => setDraft((current) => ({ ...current, variants: current.variants.filter((v) => v.key !== variant.key) }))}>
              {t('product.removeVariant')}
            </Button>
          </div>
        ))}
        <div className="admin-form__wide">
          <Button type="button" variant="secondary" onClick={() => setDraft((current) => ({ ...current, variants: [...current.variants, { key: nextKey(), name: '', nameEn: '', price: current.price }] }))}>
            {t('product.addVariant')}
          </Button>
        </div>
      </fieldset>
      <div className="admin-form__actions">
        <Button type="submit" busy={busy}>{busy ? t('shell.saving') : submitLabel}</Button>
      </div>
    </form>
  );
}
