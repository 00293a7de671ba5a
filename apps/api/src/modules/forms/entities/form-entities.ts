import { AcademyApplication } from './academy-application.entity';
import { CareerApplication } from './career-application.entity';
import { CvFile } from './cv-file.entity';
import { FormSubmission } from './form-submission.entity';
import { FranchiseApplication } from './franchise-application.entity';
import { WholesaleApplication } from './wholesale-application.entity';

/** Registered in `database/data-source-options.ts`. */
export const FORM_ENTITIES = [FormSubmission, FranchiseApplication, AcademyApplication, WholesaleApplication, CareerApplication, CvFile];
