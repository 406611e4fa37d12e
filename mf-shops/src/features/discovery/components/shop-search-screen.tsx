// `/shop/search`: choose filters, then see the results on `/shop/result` (filters in its URL).
import { useNavigate } from 'react-router-dom';
import { Button, PageHeader } from '@guardian/shared';
import { paths } from '../../../config/paths';
import { filtersToSearch, useAddressFilters } from '../../../lib/search-filters';
import { SearchFilters } from '../../../components/search-filters';
import styles from './search.module.css';

export function ShopSearchScreen() {
  // The choices live in this page's address too: back from the results finds them as they were, where a state of
  // the page's own was gone with it.
  const [filters, setFilters] = useAddressFilters();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={paths.shopSearch.title} back heading={false} />
      <div className={styles.page}>
        <div>
          <h1 className={styles.title}>어떤 매장을 찾고 있나요?</h1>
          <p className={styles.lead}>업종과 지역을 고르면 가까운 매장부터 보여 드려요.</p>
        </div>
        <SearchFilters value={filters} onChange={setFilters} />
        <Button onClick={() => navigate(`${paths.shopResult.path}?${filtersToSearch(filters).toString()}`)}>
          매장 검색
        </Button>
      </div>
    </>
  );
}
