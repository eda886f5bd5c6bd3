import { ArrowLeftOutlined } from '@ant-design/icons';
import { endpoints, getRoute } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { callOperation, queryKeyOf } from '../../api/operations';
import { ButtonLink } from '../../components/button-link';
import { ListError } from '../../components/resource/list-search';
import { EmployeeForm } from './employee-form';
import { EmployeeSidePanel } from './employee-side-panel';
import { useEmployeesTranslation } from './texts';

const LIST_PATH = () => getRoute('employees').path;

/** What the create page hands the edit page: the first schedule's assignment failed. */
interface EditState {
  scheduleError?: string;
}

function BackLink() {
  const { t } = useEmployeesTranslation();
  return (
    <ButtonLink type="link" icon={<ArrowLeftOutlined />} to={LIST_PATH()}>
      {t('form.back')}
    </ButtonLink>
  );
}

/** `/employees/create`: a new employee; after saving, its edit page (photo, self-service). */
export function EmployeeCreatePage() {
  const { t } = useEmployeesTranslation();
  const navigate = useNavigate();
  return (
    <section className="page-card page-card--wide" data-testid="employee-create">
      <BackLink />
      <h1 className="page-title">{t('form.createTitle')}</h1>
      <p className="page-subtitle">{t('form.subtitle')}</p>
      <EmployeeForm
        employee={null}
        onSaved={(saved, scheduleError) =>
          navigate(`${getRoute('employeesEdit').path}?id=${saved.id}`, {
            replace: true,
            state: scheduleError ? ({ scheduleError } satisfies EditState) : undefined,
          })
        }
      />
    </section>
  );
}

/** `/employees/edit?id=…`: the form, with photo, status, schedule, history and self-service beside it. */
export function EmployeeEditPage() {
  const { t } = useEmployeesTranslation();
  const navigate = useNavigate();
  const scheduleError = (useLocation().state as EditState | null)?.scheduleError;
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const employee = useQuery({
    queryKey: queryKeyOf(endpoints.employees.get, { params: { id } }),
    queryFn: () => callOperation(endpoints.employees.get, { params: { id } }, { silent: true }),
    enabled: id !== '',
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });

  if (id === '' || (isApiError(employee.error) && [400, 404].includes(employee.error.status))) {
    return (
      <section className="page-card">
        <Result
          status="404"
          title={t(id === '' ? 'form.missingId' : 'form.notFound')}
          extra={<BackLink />}
        />
      </section>
    );
  }
  return (
    <section className="page-card page-card--wide" data-testid="employee-edit">
      <BackLink />
      <h1 className="page-title">{employee.data?.name ?? t('form.editTitle')}</h1>
      <p className="page-subtitle">{t('form.subtitle')}</p>
      <ListError error={employee.error} retry={() => void employee.refetch()} />
      {employee.data ? (
        <div className="employee-edit">
          <EmployeeForm
            key={employee.data.id}
            employee={employee.data}
            onSaved={() => navigate(LIST_PATH())}
          />
          <EmployeeSidePanel
            employee={employee.data}
            scheduleNotice={
              scheduleError ? t('form.scheduleFailed', { message: scheduleError }) : undefined
            }
          />
        </div>
      ) : employee.isLoading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : null}
    </section>
  );
}
