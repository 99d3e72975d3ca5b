import { z } from 'zod';
import { SEVERITIES } from '../findings/finding.js';
import { list, severity } from './value-schemas.js';

const RuleSettingObject = z
  .object({
    enabled: z.boolean().default(true),
    severity: severity(SEVERITIES).optional(),
    /** Globs the rule is limited to. */
    paths: list.optional(),
  })
  .strict();

/** A static rule's setting (`rules:` in the config file), as kept in settings and in a review's saved request. */
export const RuleSettingSchema = z.union([
  z.literal('off').transform((): z.output<typeof RuleSettingObject> => ({ enabled: false })),
  z.boolean().transform((enabled): z.output<typeof RuleSettingObject> => ({ enabled })),
  RuleSettingObject,
]);
export type RuleSetting = z.output<typeof RuleSettingSchema>;
