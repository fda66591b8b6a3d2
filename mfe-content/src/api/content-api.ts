import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  AbBlock,
  AbBlockForEditing,
  AbContentRequest,
  AbEventRequest,
  AbEventResponse,
  AbFetchPageContentRequest,
  AbVariantParams,
  AbVariantUpdateRequest,
  AssessmentResult,
  ConsultFormRequest,
  ContactFormRequest,
  ContactInfo,
  CustomerInteractionTemplate,
  SubscribePopupUrl,
  SubmitAssessmentRequest,
  SubscribeRequest,
  TermsDocument,
} from 'shared-contracts';
import {
  ASSESSMENT_KEYS_HEADER,
  createApiBaseQuery,
  endpoints,
  getRuntimeConfig,
  hasRuntimeConfig,
  rehydrateServerReads,
  VISITOR_ID_HEADER,
  visitorId,
} from 'shared-contracts';
import { rememberResultKey, resultKeys } from './result-keys';

const data = <T>(response: unknown) => (response as { data: T }).data;
const productWord = () => (hasRuntimeConfig() ? getRuntimeConfig().productWord : undefined);

/** Every server read and write of the content remote. */
export const contentApi = createApi({
  reducerPath: 'contentApi',
  // Every content call carries the visitor id, which keeps a visitor's A/B variants sticky.
  // On the shell's server the store's `extra` names the request's visitor (docs/adr/0140).
  baseQuery: createApiBaseQuery({
    headers: (extra) => ({ [VISITOR_ID_HEADER]: extra?.visitorId ?? visitorId() }),
  }),
  tagTypes: ['Page', 'Assessments', 'Editing'],
  // The reads the shell's server rendered the page with (docs/adr/0140).
  extractRehydrationInfo: rehydrateServerReads,
  endpoints: (build) => ({
    getPageContent: build.query<AbBlock[], AbFetchPageContentRequest>({
      query: (body) => ({ url: endpoints.ab.fetchPageContent, method: 'POST', data: body }),
      transformResponse: data<AbBlock[]>,
      providesTags: ['Page'],
    }),
    getSpecificContent: build.query<AbBlock, AbContentRequest>({
      query: (body) => ({ url: endpoints.ab.fetchSpecificContent, method: 'POST', data: body }),
      transformResponse: data<AbBlock>,
      providesTags: ['Page'],
    }),
    getContactInfo: build.query<ContactInfo, string>({
      query: (contact_type) => ({ url: endpoints.landing.contactInfo, params: { contact_type } }),
      transformResponse: data<ContactInfo>,
    }),
    getTerms: build.query<TermsDocument, string>({
      query: (type) => ({ url: endpoints.landing.termsCondition, params: { type } }),
      transformResponse: data<TermsDocument>,
    }),
    getPopupUrls: build.query<SubscribePopupUrl[], void>({
      query: () => ({ url: endpoints.landing.urlSubscribePopup }),
      transformResponse: data<SubscribePopupUrl[]>,
    }),
    getTemplate: build.query<CustomerInteractionTemplate, string>({
      query: (template_name) => ({
        url: endpoints.landing.customerInteractionTemplate,
        params: { template_name },
      }),
      transformResponse: data<CustomerInteractionTemplate>,
    }),
    /** The account's results, and those whose keys this browser kept from anonymous submissions. */
    listAssessments: build.query<AssessmentResult[], void>({
      query: () => {
        const keys = resultKeys();
        return {
          url: endpoints.landing.submitAssess(productWord()),
          ...(keys.length ? { headers: { [ASSESSMENT_KEYS_HEADER]: keys.join(',') } } : {}),
        };
      },
      transformResponse: data<AssessmentResult[]>,
      providesTags: ['Assessments'],
    }),
    /** Editors and admins: a block with every variant, as stored (the A/B content editor). */
    getBlockForEditing: build.query<AbBlockForEditing, string>({
      query: (identifier) => ({ url: endpoints.ab.contentBlock(identifier) }),
      transformResponse: data<AbBlockForEditing>,
      providesTags: (_result, _error, identifier) => [{ type: 'Editing', id: identifier }],
    }),
    /** Replaces one variant; every page's content is read again, so the change shows on return. */
    saveVariant: build.mutation<AbBlock, AbVariantParams & AbVariantUpdateRequest>({
      query: ({ identifier, variant, ...body }) => ({
        url: endpoints.ab.contentVariant(identifier, variant),
        method: 'PUT',
        data: body,
      }),
      transformResponse: data<AbBlock>,
      invalidatesTags: (_result, error, { identifier }) =>
        error ? [] : ['Page', { type: 'Editing', id: identifier }],
    }),
    recordView: build.mutation<AbEventResponse['data'], AbEventRequest>({
      query: (body) => ({ url: endpoints.ab.setEvent, method: 'POST', data: body }),
      transformResponse: data<AbEventResponse['data']>,
    }),
    sendContactForm: build.mutation<unknown, ContactFormRequest | ConsultFormRequest>({
      query: (body) => ({ url: endpoints.landing.contactusForm, method: 'POST', data: body }),
    }),
    subscribe: build.mutation<unknown, SubscribeRequest>({
      query: (body) => ({ url: endpoints.landing.subscribe, method: 'POST', data: body }),
    }),
    submitAssessment: build.mutation<AssessmentResult, SubmitAssessmentRequest>({
      query: (body) => ({ url: endpoints.landing.submitAssess(productWord()), method: 'POST', data: body }),
      // Kept before the list is read again (the invalidation below), so the new result is in it.
      transformResponse: (response: unknown) => {
        const result = data<AssessmentResult>(response);
        if (result.result_key) rememberResultKey(result.result_key);
        return result;
      },
      invalidatesTags: ['Assessments'],
    }),
  }),
});

export const {
  useGetPageContentQuery,
  useGetSpecificContentQuery,
  useGetContactInfoQuery,
  useGetTermsQuery,
  useGetPopupUrlsQuery,
  useLazyGetPopupUrlsQuery,
  useLazyGetTemplateQuery,
  useGetTemplateQuery,
  useListAssessmentsQuery,
  useRecordViewMutation,
  useGetBlockForEditingQuery,
  useSaveVariantMutation,
  useSendContactFormMutation,
  useSubscribeMutation,
  useSubmitAssessmentMutation,
} = contentApi;
