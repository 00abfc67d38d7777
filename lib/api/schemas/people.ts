import * as z from 'zod/mini';
import { imageUrl, nullableText, text } from './common';

const teamMemberWire = z.object({
  name: text,
  designation: text,
  photo: imageUrl,
  linkedin_url: z.optional(nullableText),
});
const toTeamMember = (member: z.output<typeof teamMemberWire>) => ({
  name: member.name,
  role: member.designation,
  photo: member.photo,
  linkedinUrl: member.linkedin_url || null,
});
export type TeamMember = ReturnType<typeof toTeamMember>;

export const teamSchema = z.pipe(
  z.array(
    z.object({
      dept: z.object({ label: text, key: z.union([z.string(), z.number()]) }),
      members: z.array(teamMemberWire),
    }),
  ),
  z.transform((departments) =>
    departments.map((department) => ({
      key: String(department.dept.key),
      label: department.dept.label,
      members: department.members.map(toTeamMember),
    })),
  ),
);
export type TeamDepartment = z.output<typeof teamSchema>[number];

export const executivesSchema = z.pipe(
  z.array(teamMemberWire),
  z.transform((members) => members.map(toTeamMember)),
);

export const testimonialsSchema = z.pipe(
  z.array(z.object({ ratings: z.number(), testimonial_content: text, full_name: text, designation: text })),
  z.transform((items) =>
    items.map((item) => ({
      rating: item.ratings,
      quote: item.testimonial_content,
      name: item.full_name,
      role: item.designation,
    })),
  ),
);
export type Testimonial = z.output<typeof testimonialsSchema>[number];
