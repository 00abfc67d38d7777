// @vitest-environment node
// The editor's values and the body a save sends: the CMS's bounds checked before any number or choice is read, only
// the described fields sent, lists of plain values round-tripped, and each mistake named by its field's path.
import { typeDescriptionSchema, type FieldDescription } from '@/lib/staff/editor/editor-schema';
import { editableFields, emptiedFields, toBody, toFormValues, type FieldErrors } from '@/lib/staff/editor/edit-values';

const field = (
  name: string,
  kind: FieldDescription['kind'],
  more: Partial<FieldDescription> = {},
): FieldDescription => ({
  name,
  label: name,
  kind,
  required: false,
  nullable: false,
  ...more,
});

const FIELDS = [
  field('status', 'choice', { choices: ['draft', 'published'] }),
  field('title', 'text', { required: true, maxLength: 10 }),
  field('rank', 'number', { nullable: true, integer: true, minimum: 1, maximum: 9, maxLength: undefined }),
  field('unit', 'choice', { choices: ['HOUR', 'YEAR'], nullable: true }),
  field('popular', 'boolean'),
  field('parent', 'reference', { by: 'id', to: 'services' }),
  field('cases', 'list', {
    maxItems: 2,
    items: [
      field('name', 'text', { required: true }),
      field('benefits', 'list', { items: [field('value', 'text', { required: true })] }),
    ],
  }),
];

const bodyOf = (values: Record<string, unknown>) => {
  const errors: FieldErrors = {};
  const body = toBody(FIELDS, { ...toFormValues(FIELDS), ...values } as never, errors);
  return { body, errors };
};

describe('the editor’s values', () => {
  it('leave the publication fields to their own form', () => {
    expect(editableFields(FIELDS).map((each) => each.name)).not.toContain('status');
  });

  it('round-trip a stored record, a full list and lists of plain values included', () => {
    const stored = {
      title: 'A post',
      rank: 3,
      unit: null,
      popular: true,
      parent: 0,
      cases: [
        { name: 'X', benefits: ['Fast', 'Cheap'] },
        { name: 'Y', benefits: [] },
      ],
    };
    const values = toFormValues(editableFields(FIELDS), stored);
    expect(values.cases).toEqual([
      { name: 'X', benefits: [{ value: 'Fast' }, { value: 'Cheap' }] },
      { name: 'Y', benefits: [] },
    ]);
    const errors: FieldErrors = {};
    expect(toBody(editableFields(FIELDS), values, errors)).toEqual(stored);
    expect(errors).toEqual({});
  });

  it('name what is missing, too long, out of bounds or not a choice, by the field’s path', () => {
    const { errors } = bodyOf({
      title: 'x'.repeat(11),
      rank: '12',
      unit: 'WEEK',
      cases: [
        { name: '', benefits: [{ value: '' }] },
        { name: 'b', benefits: [] },
        { name: 'c', benefits: [] },
      ],
    });
    expect(errors).toEqual({
      title: 'title is 11 characters; at most 10 fit.',
      rank: 'rank must be from 1 to 9.',
      unit: 'unit must be one of HOUR, YEAR.',
      cases: 'cases holds at most 2; remove 1.',
      'cases.0.name': 'name is needed.',
      'cases.0.benefits.0.value': 'value is needed.',
    });
  });

  it('read no number longer than a number can be, and no fraction where a whole one is asked', () => {
    expect(bodyOf({ title: 'ok', rank: '1'.repeat(21) }).errors.rank).toBe('rank must be a whole number.');
    expect(bodyOf({ title: 'ok', rank: '2.5' }).errors.rank).toBe('rank must be a whole number.');
  });

  it('send an emptied field as null where the CMS takes null, and leave it out where it does not', () => {
    const { body, errors } = bodyOf({ title: 'ok', rank: '', unit: '', parent: '' });
    expect(errors).toEqual({});
    expect(body).toMatchObject({ rank: null, unit: null });
    expect(body).not.toHaveProperty('parent');
  });

  it('send only the described fields', () => {
    expect(bodyOf({ title: 'ok', injected: 'x' }).body).not.toHaveProperty('injected');
  });
});

describe('a field emptied that the CMS cannot empty', () => {
  const fields = [
    field('alt', 'text'),
    field('note', 'text', { nullable: true }),
    field('title', 'text', { required: true }),
  ];

  it('is named with what to do, as a save would keep its old words while the form shows none', () => {
    const before = { alt: 'A chart', note: 'kept', title: 'Hello' };
    expect(emptiedFields(fields, before, { alt: '  ', note: '', title: '' })).toEqual({
      alt: 'alt cannot be emptied once it has words: write new ones, or undo.',
    });
  });

  it('is not one that was empty before, nor one given new words', () => {
    expect(emptiedFields(fields, { alt: '', note: '', title: '' }, { alt: '', note: '', title: '' })).toEqual({});
    expect(emptiedFields(fields, { alt: 'Old', note: '', title: 'x' }, { alt: 'New', note: '', title: 'x' })).toEqual(
      {},
    );
  });
});

describe('a picture with its alt text', () => {
  const fields = [
    field('cover', 'image', { altField: 'cover_alt' }),
    field('cover_alt', 'text', { label: 'Alt text' }),
  ];

  it('needs the alt text whenever the picture is set, named on the alt field', () => {
    const errors: FieldErrors = {};
    toBody(fields, { cover: '/uploads/images/a.png', cover_alt: ' ' }, errors);
    expect(errors).toEqual({
      cover_alt: 'Alt text is needed with the picture: describe it for someone who cannot see it.',
    });
  });

  it('marks a required picture’s alt text required, so the form never calls it optional, with the picture’s reason', () => {
    const type = typeDescriptionSchema.parse({
      type: 'blog',
      collection: 'blogs',
      noun: 'blog',
      slugField: 'slug',
      titleField: 'title',
      fields: [{ ...fields[0]!, required: true }, fields[1], field('caption', 'text')],
    });
    expect(type.fields.map((each) => [each.name, each.required])).toEqual([
      ['cover', true],
      ['cover_alt', true],
      ['caption', false],
    ]);
    const errors: FieldErrors = {};
    toBody(type.fields, { cover: '/uploads/images/a.png', cover_alt: '' }, errors);
    expect(errors.cover_alt).toBe('Alt text is needed with the picture: describe it for someone who cannot see it.');
  });

  it('does not without a picture, and saves both when both are given', () => {
    const errors: FieldErrors = {};
    expect(toBody(fields, { cover: '', cover_alt: '' }, errors)).toEqual({});
    expect(toBody(fields, { cover: '/uploads/images/a.png', cover_alt: 'A chart' }, errors)).toEqual({
      cover: '/uploads/images/a.png',
      cover_alt: 'A chart',
    });
    expect(errors).toEqual({});
  });
});
