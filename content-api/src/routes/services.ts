import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { ServiceColumns, StoredRow } from '../content/rows.ts';
import { sql } from '../db/connection.ts';
import { requiredText } from '../http/params.ts';
import { mayRead } from '../content/preview.ts';
import { publicWhere, visibleAt, type Publication } from '../content/visibility.ts';
import type { CaseStudy, Card, IncludesTab } from '../content/shapes.ts';

type ServiceRow = StoredRow<ServiceColumns> & Publication & { service_id: number; parent_service_id: number | null };

const EMPTY = {
  service_details_array: [],
  case_study_array: [],
  service_includes_array: [],
  service_platform_array: [],
};

export function serviceRoutes(app: FastifyInstance, { db, urls, config, clock }: AppContext): void {
  app.get('/get-service-list', async () => {
    const rows = sql(
      db,
      `SELECT service_id, parent_service_id, service_slug, service_title FROM services
      WHERE ${publicWhere()} ORDER BY sort_order, service_id`,
    ).all(visibleAt(clock())) as ServiceRow[];
    return rows
      .filter((row) => row.parent_service_id === null)
      .map((top) => ({
        service_slug: top.service_slug,
        service_title: top.service_title,
        sub_service_array: rows
          .filter((row) => row.parent_service_id === top.service_id)
          .map((sub) => ({ sub_service_slug: sub.service_slug, sub_service_title: sub.service_title })),
      }));
  });

  app.get('/get-service-details', async (request) => {
    const slug = requiredText(request.query as Record<string, unknown>, 'slug');
    const row = sql(db, 'SELECT * FROM services WHERE service_slug = ?').get(slug) as ServiceRow | undefined;
    if (!row || !mayRead(request, { db, config }, clock(), { type: 'service', id: row.service_id, row })) return EMPTY;
    const caseStudies = JSON.parse(row.case_study_array) as CaseStudy[];
    const includes = JSON.parse(row.service_includes_array) as IncludesTab[];
    const platforms = JSON.parse(row.service_platform_array) as Card[];
    return {
      service_details_array: [
        {
          service_id: row.service_id,
          parent_service_id: row.parent_service_id ?? 0,
          service_title: row.service_title,
          service_meta_title: row.service_meta_title,
          service_meta_desc: row.service_meta_desc,
          service_banner_img: urls.image(row.service_banner_img),
          service_banner_bg_img: urls.image(row.service_banner_bg_img),
          service_second_section_img: urls.image(row.service_second_section_img),
          service_bottom_section_img: urls.image(row.service_bottom_section_img),
        },
      ],
      case_study_array: caseStudies.map((study) => ({
        photo_icon: urls.image(study.photo_icon),
        project_title: study.project_title,
        project_description: study.project_description,
        implementation_time: study.implementation_time,
        benefits_list: study.benefits_list.map((benefit) => ({ benefit_desc: benefit.benefit_desc })),
      })),
      service_includes_array: includes.map((tab) => ({ tabHead: tab.tabHead, TabContent: urls.html(tab.TabContent) })),
      service_platform_array: platforms.map((card) => ({
        cardTitle: card.cardTitle,
        cardContent: urls.html(card.cardContent),
      })),
    };
  });
}
